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
/// `alpha` and `hidden`, in that order, then `level` for a cell that is a row of an
/// outline (0 for a root item, one more per ancestor), `cornerRadius` for a rounded
/// element and `transform` (the sixteen entries of its
/// ``Transform3D``, row by row, `m11` to `m44`) for an element whose transform is not
/// the identity. Numbers print deterministically: integral
/// values without a fraction, others in the shortest form that reads back to the same
/// `Double`.
public struct LayoutReport: Hashable, Sendable {
  /// The size of the scrollable content.
  public var contentSize: Size
  /// The elements, in the order they are printed.
  public var elements: [LayoutAttributes]
  /// The level of each row of an outline, by index path (``Spec/rowLevels``): printed
  /// as the `level` of its cell.
  public var levels: [IndexPath: Int]

  /// Creates a report from a content size, elements and the levels of outline rows.
  public init(contentSize: Size, elements: [LayoutAttributes], levels: [IndexPath: Int] = [:]) {
    self.contentSize = contentSize
    self.elements = elements
    self.levels = levels
  }

  /// Creates a report of a prepared layout: every element, or only those whose frames
  /// intersect `rect`, in the order the layout reports them, with the levels of the
  /// rows of outlines.
  public init(_ layout: PreparedLayout, in rect: Rect? = nil, levels: [IndexPath: Int] = [:]) {
    let elements = rect.map { layout.elements(in: $0) } ?? layout.allElements()
    self.init(contentSize: layout.contentSize, elements: elements, levels: levels)
  }

  /// The report as JSON text ending with a line break: keys in a fixed order, two
  /// spaces of indentation, one element per line.
  public var json: String {
    var text = ""
    var writer = Writer(contentSize: contentSize)
    for element in elements {
      writer.write(element, level: Self.level(of: element, in: levels), to: &text)
    }
    writer.finish(to: &text)
    return text
  }

  /// The level in `levels` of `element` when it is a cell.
  static func level(of element: LayoutAttributes, in levels: [IndexPath: Int]) -> Int? {
    guard !levels.isEmpty, element.id.category == .cell else { return nil }
    return levels[element.id.indexPath]
  }

  /// One element as a one-line JSON object, with its `level` when it is an outline's row.
  static func object(_ element: LayoutAttributes, level: Int? = nil) -> String {
    var text = ""
    write(element, level: level, to: &text)
    return text
  }

  /// Writes the report of a prepared layout to `output` an element at a time, as the
  /// layout reports them: the text of ``json`` for
  /// `LayoutReport(layout, in: rect, levels: levels)`, without collecting the elements or
  /// the text, so that the memory a report takes is bounded by the layout and not by the
  /// length of the text.
  ///
  /// - Complexity: O(*n*) for every element, O(log *n* + *k*) for the *k* elements in
  ///   `rect`.
  public static func write(
    _ layout: PreparedLayout, in rect: Rect? = nil, levels: [IndexPath: Int] = [:],
    to output: inout some TextOutputStream
  ) {
    var writer = Writer(contentSize: layout.contentSize)
    layout.forEachElement(in: rect) {
      writer.write($0, level: level(of: $0, in: levels), to: &output)
    }
    writer.finish(to: &output)
  }

  /// Writes the text of a report piece by piece: the content size first, each element
  /// as it comes, then the closing brackets.
  private struct Writer {
    private var opening: String?
    private var isEmpty = true

    init(contentSize: Size) {
      opening =
        "{\n  \"contentSize\": " + LayoutReport.array([contentSize.width, contentSize.height])
    }

    /// Writes one element, after the opening text and a separator as needed.
    mutating func write(
      _ element: LayoutAttributes, level: Int?, to output: inout some TextOutputStream
    ) {
      if let opening {
        output.write(opening + ",\n  \"elements\": [\n    ")
        self.opening = nil
      } else {
        output.write(",\n    ")
      }
      isEmpty = false
      LayoutReport.write(element, level: level, to: &output)
    }

    /// Writes the end of the report.
    mutating func finish(to output: inout some TextOutputStream) {
      if let opening {
        output.write(opening + ",\n  \"elements\": []\n}\n")
        self.opening = nil
      } else if !isEmpty {
        output.write("\n  ]\n}\n")
      }
    }
  }

  /// Writes one element as a one-line JSON object, with `level` when it is an outline's
  /// row.
  static func write(
    _ element: LayoutAttributes, level: Int?, to output: inout some TextOutputStream
  ) {
    let frame = element.frame
    output.write("{" + members(of: element.id))
    output.write(", \"frame\": " + array([frame.minX, frame.minY, frame.width, frame.height]))
    output.write(", \"zIndex\": \(element.zIndex), \"alpha\": " + JSONText.number(element.alpha))
    output.write(element.isHidden ? ", \"hidden\": true" : ", \"hidden\": false")
    if let level { output.write(", \"level\": \(level)") }
    if element.cornerRadius != 0 {
      output.write(", \"cornerRadius\": " + JSONText.number(element.cornerRadius))
    }
    if !element.transform3D.isIdentity {
      output.write(", \"transform\": " + array(entries(of: element.transform3D)))
    }
    output.write("}")
  }

  /// The sixteen entries of `transform`, row by row.
  static func entries(of transform: Transform3D) -> [Double] {
    let t = transform
    return [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
      t.m42, t.m43, t.m44,
    ]
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
