import Trellis

extension CompositionalSpec {
  /// Apps in sections, some of them shelves that scroll sideways; no controls and no
  /// alternative, since its sections describe themselves.
  public func traits(in viewport: Viewport) -> LayoutTraits {
    LayoutTraits(theme: "apps")
  }
}
