import Trellis

/// Small layouts whose frames are worked out by hand in each fixture's comment.
enum Fixtures {
  /// Three 50 x 50 items with 10-point spacing (UIKit's defaults) in a 120-point-wide
  /// view. Per line: N = floor((120 + 10) / (50 + 10)) = 2, with (120 - 2 * 50) / 1 = 20
  /// between them, so items 0.0 and 0.1 sit at x 0 and 70, y 0, and item 0.2 at x 0,
  /// y 60 (a section of one size keeps its grid). Content: 120 x 110.
  static func threeItems(
    viewport size: Size = Size(width: 120, height: 200), offset: Point = .zero
  ) throws -> FlowLayout {
    let layout = FlowLayout()
    try layout.prepare(
      for: Viewport(size: size, contentOffset: offset),
      dataSource: FlowContent(sections: [.init(itemCount: 3)]))
    return layout
  }

  /// Two sections of four 50 x 50 items under 20-point pinned headers, with section
  /// backgrounds, in a 120 x 100 view.
  ///
  /// Section 0: header 0..<20, lines at 20..<70 and 80..<130, background 20..<130.
  /// Section 1: header 130..<150, lines at 150..<200 and 210..<260, background
  /// 150..<260. Content: 120 x 260. A pinned header stays at
  /// min(max(offset, section start), section end - 20).
  static func pinnedShelves(offset: Double = 0) throws -> FlowLayout {
    var configuration = FlowLayout.Configuration()
    configuration.headerReferenceSize = Size(width: 0, height: 20)
    configuration.sectionHeadersPinToVisibleBounds = true
    configuration.behaviors.sectionBackground = SectionBackground()
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(
      for: Viewport(size: Size(width: 120, height: 100), contentOffset: Point(x: 0, y: offset)),
      dataSource: FlowContent(sections: [.init(itemCount: 4), .init(itemCount: 4)]))
    return layout
  }

  /// Attributes of a cell, for hand-made layouts.
  static func cell(
    _ section: Int, _ item: Int, _ frame: Rect, zIndex: Int = 0, alpha: Double = 1
  ) -> LayoutAttributes {
    LayoutAttributes(
      id: .cell(IndexPath(item: item, section: section)), frame: frame, alpha: alpha,
      zIndex: zIndex)
  }

  /// Attributes of a decoration of a custom kind at index path 0.0.
  static func decoration(
    _ name: String, _ frame: Rect, transform: Transform3D = .identity, alpha: Double = 1,
    zIndex: Int = 0, isHidden: Bool = false
  ) -> LayoutAttributes {
    LayoutAttributes(
      id: .decoration(.custom(name), IndexPath(item: 0, section: 0)), frame: frame,
      transform3D: transform, alpha: alpha, zIndex: zIndex, isHidden: isHidden)
  }
}

/// A layout that reports a fixed list of elements, found by brute force: any
/// ``CollectionLayout`` the renderer must handle, not only the flow layout.
final class FixedLayout: CollectionLayout {
  var viewport: Viewport
  var contentSize: Size
  var stored: [LayoutAttributes]
  /// The viewports passed to ``updateViewport(_:)``, in order.
  var scrolls: [Viewport] = []

  init(viewport: Viewport, contentSize: Size, elements: [LayoutAttributes]) {
    self.viewport = viewport
    self.contentSize = contentSize
    self.stored = elements
  }

  func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    for element in stored where element.frame.intersects(rect) { body(element) }
  }

  func forEachElement(_ body: (LayoutAttributes) -> Void) {
    for element in stored { body(element) }
  }

  func attributes(for element: ElementID) -> LayoutAttributes? {
    stored.first { $0.id == element }
  }

  func invalidation(for newViewport: Viewport) -> Invalidation { .none }

  func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    scrolls.append(newViewport)
    viewport = newViewport
    return .none
  }
}
