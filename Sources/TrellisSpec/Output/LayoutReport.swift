import Trellis

/// What `trellis layout` prints: a layout's content size and the attributes of its
/// elements, as JSON text with one element per line.
///
/// ```json
/// {
///   "contentSize": [120, 110],
///   "elements": [
///     {"category": "cell", "kind": null, "section": 0, "item": 0, "frame": [0, 0, 50, 50], ...}
///   ]
/// }
/// ```
///
/// Each element's keys are `category`, `kind`, `section`, `item`, `frame`, `zIndex`,
/// `alpha` and `hidden`, in that order. Numbers print deterministically: integral
/// values without a fraction, others in the shortest form that reads back to the same
/// `Double`.
public struct LayoutReport: Hashable, Sendable {
  /// The size of the scrollable content.
  public var contentSize: Size
  /// The elements, in the order they are printed.
  public var elements: [LayoutAttributes]

  /// Creates a report from a content size and elements.
  public init(contentSize: Size, elements: [LayoutAttributes]) {
    self.contentSize = contentSize
    self.elements = elements
  }

  /// Creates a report of a prepared layout: every element, or only those whose frames
  /// intersect `rect`, in the order the layout reports them.
  public init(_ layout: BuiltInLayout, in rect: Rect? = nil) {
    let elements = rect.map { layout.elements(in: $0) } ?? layout.allElements()
    self.init(contentSize: layout.contentSize, elements: elements)
  }

  /// The report as JSON text ending with a line break: keys in a fixed order, two
  /// spaces of indentation, one element per line.
  public var json: String {
    var text = "{\n  \"contentSize\": " + Self.array([contentSize.width, contentSize.height])
    if elements.isEmpty { return text + ",\n  \"elements\": []\n}\n" }
    text += ",\n  \"elements\": [\n"
    for (index, element) in elements.enumerated() {
      text += "    " + Self.object(element) + (index + 1 < elements.count ? ",\n" : "\n")
    }
    return text + "  ]\n}\n"
  }

  /// One element as a one-line JSON object.
  static func object(_ element: LayoutAttributes) -> String {
    let frame = element.frame
    return "{" + members(of: element.id)
      + ", \"frame\": " + array([frame.minX, frame.minY, frame.width, frame.height])
      + ", \"zIndex\": \(element.zIndex), \"alpha\": " + JSONText.number(element.alpha)
      + ", \"hidden\": \(element.isHidden)}"
  }

  /// The members that name an element, without braces: `"category": "cell", "kind":
  /// null, "section": 0, "item": 0`.
  static func members(of id: ElementID) -> String {
    let category =
      switch id.category {
      case .cell: "cell"
      case .supplementary: "supplementary"
      case .decoration: "decoration"
      }
    let kind = id.kind.map { JSONText.string($0.name) } ?? "null"
    return "\"category\": \"\(category)\", \"kind\": \(kind)"
      + ", \"section\": \(id.indexPath.section), \"item\": \(id.indexPath.item)"
  }

  /// Numbers as a one-line JSON array, `[0, 60, 50, 50]`.
  static func array(_ numbers: [Double]) -> String {
    "[" + numbers.map(JSONText.number).joined(separator: ", ") + "]"
  }
}
