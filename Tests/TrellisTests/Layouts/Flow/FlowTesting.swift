import Trellis

/// UIKit's default flow configuration with the changes `change` makes.
func flowConfiguration(
  _ change: (inout FlowLayout.Configuration) -> Void = { _ in }
) -> FlowLayout.Configuration {
  configured(FlowLayout.Configuration(), change)
}

/// A flow layout prepared for `sections` in a viewport of the given size and scale.
func preparedFlow(
  width: Double,
  height: Double = 600,
  scale: Double = 1,
  sections: [FlowContent.Section],
  _ change: (inout FlowLayout.Configuration) -> Void = { _ in }
) throws -> FlowLayout {
  try preparedFlow(
    viewport: Viewport(size: Size(width: width, height: height), scale: scale),
    sections: sections, change)
}

/// A flow layout prepared for `sections` in `viewport`.
func preparedFlow(
  viewport: Viewport,
  sections: [FlowContent.Section],
  _ change: (inout FlowLayout.Configuration) -> Void = { _ in }
) throws -> FlowLayout {
  try prepared(
    FlowLayout(configuration: flowConfiguration(change)), for: FlowContent(sections: sections),
    in: viewport)
}

/// The App Store-like demo's configuration: 80 × 120 items, spacing 20 both ways, section
/// insets 15 top and bottom and 20 left and right, headers and footers 50 long.
let appStoreDemo = flowConfiguration {
  $0.itemSize = Size(width: 80, height: 120)
  $0.minimumLineSpacing = 20
  $0.minimumInteritemSpacing = 20
  $0.sectionInset = EdgeInsets(top: 15, left: 20, bottom: 15, right: 20)
  $0.headerReferenceSize = Size(width: 50, height: 50)
  $0.footerReferenceSize = Size(width: 50, height: 50)
}

/// A frame literal: `rect(x, y, width, height)`.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

/// Sizes from `(width, height)` pairs.
func sizes(_ pairs: (Double, Double)...) -> [Size] {
  pairs.map { Size(width: $0.0, height: $0.1) }
}

/// Whether two values differ by no more than `tolerance`, for values that are not exact
/// in binary floating point such as thirds.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two rectangles agree to within `tolerance` in every coordinate.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
  isClose(a.minX, b.minX, tolerance: tolerance) && isClose(a.minY, b.minY, tolerance: tolerance)
    && isClose(a.width, b.width, tolerance: tolerance)
    && isClose(a.height, b.height, tolerance: tolerance)
}

extension CollectionLayout {
  /// The frame of item `item` of `section`, or `nil` if there is no such item.
  func cellFrame(_ item: Int, section: Int = 0) -> Rect? {
    attributes(for: .cell(IndexPath(item: item, section: section)))?.frame
  }

  /// The frame of the header of `section`, or `nil` if it has none.
  func headerFrame(section: Int = 0) -> Rect? {
    attributes(for: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)))?.frame
  }

  /// The frame of the footer of `section`, or `nil` if it has none.
  func footerFrame(section: Int = 0) -> Rect? {
    attributes(for: .supplementary(.sectionFooter, IndexPath(item: 0, section: section)))?.frame
  }

  /// The frames of every cell of `section`, in item order, as `allElements()` lists them.
  func cellFrames(section: Int = 0) -> [Rect] {
    allElements().filter { $0.id.category == .cell && $0.indexPath.section == section }
      .map(\.frame)
  }

  /// The x coordinates of every cell of `section`, in item order.
  func cellXs(section: Int = 0) -> [Double] { cellFrames(section: section).map(\.minX) }

  /// The y coordinates of every cell of `section`, in item order.
  func cellYs(section: Int = 0) -> [Double] { cellFrames(section: section).map(\.minY) }
}
