import Trellis

extension ListSpec: SelfSizingSpecLayout {
  /// `"list"`.
  public static var typeName: String { "list" }
  static var capabilities: Set<LayoutCapability> { [.move, .outline] }

  /// A compositional layout of list sections.
  public func makeLayout() -> CompositionalLayout {
    CompositionalLayout.list(using: resolvedConfiguration)
  }

  /// Settings rows, drawn as rows; no controls.
  public func traits(in viewport: Viewport) -> LayoutTraits {
    LayoutTraits(theme: "settings", drawsRows: true)
  }
}
