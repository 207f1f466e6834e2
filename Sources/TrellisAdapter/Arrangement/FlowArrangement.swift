import Trellis

/// Lines of a few views of given sizes, broken where the width runs out: a flow layout
/// of one section, for a SwiftUI `Layout` that wraps tags or chips.
///
/// It prepares a `FlowLayout` with the configuration's spacings, inset and
/// alignment, so the lines are the ones a collection view with the same configuration
/// shows.
///
/// ```swift
/// var configuration = FlowLayout.Configuration()
/// configuration.minimumInteritemSpacing = 8
/// configuration.alignment = .leading
/// let arrangement = try FlowArrangement(configuration: configuration)
///   .arrange([Size(width: 60, height: 30), Size(width: 80, height: 30)], width: 100)
/// arrangement.frames  // [(0, 0, 60, 30), (0, 40, 80, 30)]
/// ```
public struct FlowArrangement: Sendable {
  /// The flow layout's configuration; its scroll direction is always vertical, so the
  /// lines run across the width.
  public var configuration: FlowLayout.Configuration

  /// Creates an arrangement with `configuration`.
  public init(configuration: FlowLayout.Configuration = FlowLayout.Configuration()) {
    self.configuration = configuration
  }

  /// The frames of views of `sizes` in lines at most `width` wide, or on one line
  /// when `width` is `nil` (an unbounded proposal).
  ///
  /// The arrangement is as wide as `width`, or as the line when `width` is `nil`, and
  /// as tall as the lines with the inset.
  ///
  /// - Throws: the flow layout's error for a size or a width it refuses (negative,
  ///   NaN, too large).
  /// - Complexity: O(*n*) for *n* sizes.
  public func arrange(_ sizes: [Size], width: Double?) throws(LayoutError) -> Arrangement {
    var configuration = configuration
    configuration.scrollDirection = .vertical
    let layout = FlowLayout(configuration: configuration)
    let width = width ?? oneLineWidth(of: sizes)
    try layout.prepare(
      for: Viewport(size: Size(width: width, height: 0)),
      dataSource: FlowContent(sections: [FlowContent.Section(itemSizes: sizes)]))
    var frames: [Rect] = []
    frames.reserveCapacity(sizes.count)
    layout.forEachElement { attributes in
      if case .cell = attributes.id { frames.append(attributes.frame) }
    }
    return Arrangement(frames: frames, size: Size(width: width, height: layout.contentSize.height))
  }

  /// The frames of `count` views in lines at most `width` wide, as
  /// ``arrange(_:width:)`` places them, each view measured by `measure` with its index
  /// and the width of a line as its proposal: `width` less the section inset, or `nil`
  /// when `width` is `nil`. A view that wraps (a long text) so stays inside a line
  /// instead of running past it: `FlowStack` measures its views this way.
  ///
  /// - Throws: the flow layout's error for a size or a width it refuses.
  /// - Complexity: O(*n*) for *n* views, plus the *n* measurements.
  public func arrange(
    count: Int, width: Double?, measure: (_ index: Int, _ proposedWidth: Double?) -> Size
  ) throws(LayoutError) -> Arrangement {
    let inset = configuration.sectionInset
    let lineWidth = width.map { max(0, $0 - inset.left - inset.right) }
    return try arrange((0..<max(0, count)).map { measure($0, lineWidth) }, width: width)
  }

  /// The width that holds every size on one line with the spacing and the inset.
  private func oneLineWidth(of sizes: [Size]) -> Double {
    let inset = configuration.sectionInset
    let spacing = configuration.minimumInteritemSpacing * Double(max(0, sizes.count - 1))
    return sizes.reduce(inset.left + inset.right + spacing) { $0 + $1.width }
  }
}
