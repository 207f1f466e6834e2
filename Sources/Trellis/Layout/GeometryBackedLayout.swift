/// The placed elements of a prepared layout: a value that answers every query for any
/// viewport, so that a layout can keep the one from before an update beside the
/// current one.
protocol LayoutGeometry {
  /// The size of the scrollable content.
  var contentSize: Size { get }

  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// pinned for `viewport`.
  func forEachElement(in rect: Rect, viewport: Viewport, _ body: (LayoutAttributes) -> Void)

  /// Calls `body` with the attributes of every element, pinned for `viewport`.
  func forEachElement(viewport: Viewport, _ body: (LayoutAttributes) -> Void)

  /// The attributes of an element, pinned for `viewport`, or `nil` if there is no such
  /// element.
  func attributes(for element: ElementID, viewport: Viewport) -> LayoutAttributes?
}

/// A layout whose prepared state is a ``LayoutGeometry`` read for its viewport, with
/// the geometry and viewport from before its last update, such as the flow layout.
/// Their queries are written once, here; what each costs is in each layout's own
/// documentation.
protocol GeometryBackedLayout: ViewportTrackingLayout {
  /// The type of the placed elements.
  associatedtype Geometry: LayoutGeometry

  /// The placed elements of the last preparation or update.
  var geometry: Geometry { get }

  /// The state just before the last update; `nil` after a preparation.
  var stateBeforeUpdate: (geometry: Geometry, viewport: Viewport)? { get }
}

extension GeometryBackedLayout {
  /// The size of the content as of the last preparation or update.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { geometry.contentSize }

  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// at their positions for the current ``viewport``.
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(in: rect, viewport: viewport, body)
  }

  /// Calls `body` with the attributes of every element.
  public func forEachElement(_ body: (LayoutAttributes) -> Void) {
    geometry.forEachElement(viewport: viewport, body)
  }

  /// The attributes of an element at its position for the current ``viewport``, or
  /// `nil` if the layout has no such element.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    geometry.attributes(for: element, viewport: viewport)
  }

  /// The attributes that `attributes(for:)` gave for `element` just before the last
  /// update, pinned elements as they were pinned then; `nil` if the element did not
  /// exist then, or if the layout was prepared since (a preparation keeps no state
  /// from before it).
  ///
  /// `element` names the element as it was before the update: after an insertion in
  /// front of it, the index path it had then.
  public func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes? {
    guard let stateBeforeUpdate else { return nil }
    return stateBeforeUpdate.geometry.attributes(
      for: element, viewport: stateBeforeUpdate.viewport)
  }
}
