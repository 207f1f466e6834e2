import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG document written by `trellis render`, read back with `XMLParser`: the root's
/// attributes, the elements drawn in document (that is, paint) order, and the other
/// rectangles, so that tests check what a viewer sees rather than how the text is spelled.
struct RenderedSVG {
  /// One element of the layout as drawn: a `g` group and its `rect`.
  struct Drawn: Equatable, CustomStringConvertible {
    /// `cell`, `supplementary` or `decoration`.
    var category: String
    /// The kind's name, or `nil` for cells.
    var kind: String?
    /// The index path as `section.item`.
    var index: String
    /// The rect's `x`, `y`, `width` and `height`.
    var frame: [Double]
    /// The label's text, or `nil` when there is none.
    var label: String?

    var description: String {
      "\(kind ?? category) \(index) \(frame)"
    }
  }

  /// The attributes of the `svg` element.
  var root: [String: String]
  /// The elements of the layout, in the order they are painted.
  var elements: [Drawn]
  /// The frames of the rectangles outside element groups, by class: `canvas`,
  /// `content` and, for the whole content, `viewport`.
  var rectangles: [String: [Double]]

  /// Parses a document, recording an issue when it is not well-formed XML.
  init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let reader = Reader()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    #expect(parser.parse(), "not well-formed XML", sourceLocation: sourceLocation)
    root = reader.root
    elements = reader.elements
    rectangles = reader.rectangles
  }

  /// The elements of one category, in paint order.
  func elements(_ category: String) -> [Drawn] {
    elements.filter { $0.category == category }
  }

  /// Collects the groups and rectangles of the document as the parser meets them.
  private final class Reader: NSObject, XMLParserDelegate {
    var root: [String: String] = [:]
    var elements: [Drawn] = []
    var rectangles: [String: [Double]] = [:]
    private var group: Drawn?
    private var text: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      switch name {
      case "svg":
        root = attributes
      case "g":
        group = Drawn(
          category: attributes["class"] ?? "", kind: attributes["data-kind"],
          index: attributes["data-index"] ?? "", frame: [], label: nil)
      case "rect":
        let frame = ["x", "y", "width", "height"].map { Double(attributes[$0] ?? "") ?? .nan }
        if group != nil {
          group?.frame = frame
        } else if let name = attributes["class"] {
          rectangles[name] = frame
        }
      case "text":
        text = ""
      default:
        break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      text? += string
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if name == "text" {
        group?.label = text
        text = nil
      } else if name == "g", let group {
        elements.append(group)
        self.group = nil
      }
    }
  }
}

/// Scratch directories for the tests of `trellis render` and `trellis gallery`.
enum RenderTesting {
  /// A new, empty temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Whether `rsvg-convert` is on this process's `PATH`, for tests that need it.
  static let hasRSVGConvert: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains { directory in
      FileManager.default.isExecutableFile(atPath: "\(directory)/rsvg-convert")
    }
  }()

  /// How many times `needle` occurs in `text`.
  static func count(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The texts between each `<figcaption>` and `</figcaption>` of an HTML page.
  static func captions(in html: String) -> [String] {
    html.components(separatedBy: "<figcaption>").dropFirst().compactMap {
      $0.components(separatedBy: "</figcaption>").first
    }
  }
}
