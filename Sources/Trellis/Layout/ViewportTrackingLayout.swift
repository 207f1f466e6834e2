/// A layout that keeps the viewport it answers queries for, and takes a new one at once
/// when ``CollectionLayout/invalidation(for:)`` says the prepared state still holds:
/// every built-in layout.
protocol ViewportTrackingLayout: CollectionLayout {
  /// The viewport of the last preparation or viewport update.
  var viewport: Viewport { get set }
}

extension ViewportTrackingLayout {
  /// Moves the layout to `newViewport` without preparing again when
  /// ``invalidation(for:)`` allows it, and returns what the change invalidates.
  ///
  /// For anything short of `.everything` the layout takes the new viewport at once:
  /// what follows the visible area (pinned frames, looks that depend on the offset) is
  /// computed from it when a query reaches it, so a scroll step costs nothing here. For
  /// `.everything` the layout keeps its state and must be prepared again with the new
  /// viewport. An invalid viewport (a NaN offset, say) throws and changes nothing.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    try newViewport.validate()
    let invalidation = invalidation(for: newViewport)
    if invalidation != .everything { viewport = newViewport }
    return invalidation
  }
}
