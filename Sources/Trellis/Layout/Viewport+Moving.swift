extension Viewport {
  /// Becomes `newViewport` when a layout can take it without preparing again, the
  /// policy of every built-in layout's ``CollectionLayout/updateViewport(_:)``.
  ///
  /// `invalidation` is what the move makes out of date; the viewport stays as it is
  /// when that is `.everything`, or when `newViewport` is invalid (a NaN offset, say),
  /// which throws.
  ///
  /// - Returns: `invalidation`.
  mutating func move(to newViewport: Viewport, invalidating invalidation: Invalidation)
    throws(LayoutError) -> Invalidation
  {
    try newViewport.validate()
    if invalidation != .everything { self = newViewport }
    return invalidation
  }
}
