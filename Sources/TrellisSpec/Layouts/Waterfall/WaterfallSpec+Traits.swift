import Trellis

extension WaterfallSpec {
  /// Photos in columns, with controls for the columns, their spacing and the order items
  /// fill them; its alternative has one more column, back to one after four.
  public func traits(in viewport: Viewport) -> LayoutTraits {
    LayoutTraits(
      theme: "photos",
      controls: [
        LayoutControl("Columns", fields: ["columnCount"], values: .range(1, 6)),
        LayoutControl(
          "Spacing", fields: ["minimumColumnSpacing", "minimumInteritemSpacing"],
          values: .range(0, 40)),
        LayoutControl(
          "Order", fields: ["itemRenderDirection"],
          values: .choices(
            ["shortestFirst", "leftToRight", "rightToLeft"].map { LayoutChoice(.string($0)) })),
      ],
      alternative: [
        LayoutFieldChange("columnCount", to: .number(Double(configuration.columnCount % 4 + 1)))
      ])
  }
}
