import Trellis

extension CarouselSpec {
  /// Cards that a scroll rests on, in a view no taller than its spec says; its controls
  /// choose the style, whose own fields another style removes, and the spacing; its
  /// alternative goes from cover flow to cards and from the other styles to cover flow.
  public func traits(in viewport: Viewport) -> LayoutTraits {
    let styles = ["cards", "coverFlow", "deck"].map { name in
      LayoutChoice(.string(name), ownFields: Self.styleFieldNames[name] ?? [])
    }
    let next: String
    if case .coverFlow = style { next = "cards" } else { next = "coverFlow" }
    var alternative = [LayoutFieldChange("style", to: .string(next))]
    for choice in styles {
      guard choice.value != .string(next) else { continue }
      alternative += choice.ownFields.map { LayoutFieldChange($0, to: nil) }
    }
    return LayoutTraits(
      theme: "cards", snaps: true, fillsHeight: false,
      controls: [
        LayoutControl("Style", fields: ["style"], values: .choices(styles)),
        LayoutControl("Spacing", fields: ["itemSpacing"], values: .range(0, 60)),
      ],
      alternative: alternative)
  }
}
