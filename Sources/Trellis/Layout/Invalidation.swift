/// How much of a prepared layout a change makes out of date.
public enum Invalidation: Hashable, Sendable {
  /// Nothing: every frame is still right.
  case none
  /// Only elements whose frames follow the scroll position, such as pinned headers;
  /// the layout recomputes them itself without preparing again.
  case pinnedElements
  /// Every element on screen: their transforms, alphas or places depend on the scroll
  /// position. The layout computes them itself without preparing again; a collection
  /// view gives each visible element its new attributes.
  case transformedElements
  /// Everything: the layout must be prepared again.
  case everything
}
