import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML element read back from rendered output: its name, attributes, text and
/// children, so that tests check what a reader of the document sees rather than how the
/// text happens to be spelled.
struct ParsedMarkup {
  var name: String
  var attributes: [String: String]
  var text = ""
  var children: [ParsedMarkup] = []

  /// Parses `text` as XML, recording an issue and returning an empty element when it is
  /// not well formed.
  static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> ParsedMarkup
  {
    let builder = TreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    let ok = parser.parse()
    #expect(
      ok, "not well-formed XML: \(String(describing: parser.parserError))",
      sourceLocation: sourceLocation)
    return builder.root ?? ParsedMarkup(name: "", attributes: [:])
  }

  /// Every element below this one with the given name, in document order.
  func descendants(named name: String) -> [ParsedMarkup] {
    children.flatMap { child in
      (child.name == name ? [child] : []) + child.descendants(named: name)
    }
  }

  /// The first child with the given name.
  func child(named name: String) -> ParsedMarkup? {
    children.first { $0.name == name }
  }

  /// A numeric attribute, or `nil` when missing or not a number.
  func number(_ attribute: String) -> Double? {
    attributes[attribute].flatMap(Double.init)
  }

  /// The `x`, `y`, `width` and `height` attributes as numbers.
  var frame: [Double?] {
    ["x", "y", "width", "height"].map(number)
  }

  private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [ParsedMarkup] = []
    var root: ParsedMarkup?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      stack.append(ParsedMarkup(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += string
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard let element = stack.popLast() else { return }
      if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }
  }
}

/// A rendered SVG document, parsed, with shortcuts for the parts tests look at.
struct ParsedSVG {
  var root: ParsedMarkup

  init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    root = ParsedMarkup.parse(text, sourceLocation: sourceLocation)
  }

  /// The element groups, in painting order.
  var elements: [ParsedMarkup] { root.children.filter { $0.name == "g" } }

  /// Each element group as `class kind section.item` (the kind left out for cells),
  /// in painting order.
  var paintOrder: [String] {
    elements.map { group in
      [group.attributes["class"], group.attributes["data-kind"], group.attributes["data-index"]]
        .compactMap { $0 }.joined(separator: " ")
    }
  }

  /// The group of the element with the given description (see ``paintOrder``).
  func element(_ description: String) -> ParsedMarkup? {
    zip(paintOrder, elements).first { $0.0 == description }?.1
  }

  /// The rectangle of the element with the given description.
  func rect(of description: String) -> ParsedMarkup? {
    element(description)?.child(named: "rect")
  }

  /// The top-level rectangle with the given class (`canvas`, `content`, `viewport`).
  func backdrop(_ name: String) -> ParsedMarkup? {
    root.children.first { $0.name == "rect" && $0.attributes["class"] == name }
  }
}
