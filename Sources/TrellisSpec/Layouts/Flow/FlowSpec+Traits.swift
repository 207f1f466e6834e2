import Trellis

extension FlowSpec {
  /// A list or grid of books, with controls for its spacing, alignment and pinned
  /// headers; its alternative turns a grid into a list of full-width rows, and a list
  /// into a grid of three columns.
  public func traits(in viewport: Viewport) -> LayoutTraits {
    LayoutTraits(
      theme: "books",
      controls: [
        LayoutControl(
          "Spacing", fields: ["minimumInteritemSpacing", "minimumLineSpacing"],
          values: .range(0, 40)),
        LayoutControl(
          "Alignment", fields: ["alignment"],
          values: .choices(
            ["uikit", "justified", "leading", "center", "trailing"].map {
              LayoutChoice(.string($0))
            })),
        LayoutControl(
          "Pinned headers", fields: ["sectionHeadersPinToVisibleBounds"],
          values: .choices([LayoutChoice(.bool(false)), LayoutChoice(.bool(true))])),
        LayoutControl(
          "Pinning mode", fields: ["pinningMode"],
          values: .choices(["push", "stack", "untilNextPinned"].map { LayoutChoice(.string($0)) })),
      ],
      alternative: [LayoutFieldChange("itemSize", to: .numbers(alternativeItemSize(in: viewport)))])
  }

  /// The item size of the alternative: a row as wide as the sections for items nearly
  /// as wide as the viewport, else a third of the viewport.
  private func alternativeItemSize(in viewport: Viewport) -> [Double] {
    let width = viewport.size.width
    let size = configuration.itemSize
    if size.width >= width * 0.9 {
      return [(width / 3).rounded() - 4, 120]
    }
    let inset = configuration.sectionInset
    return [width - inset.left - inset.right, min(size.height, 56)]
  }
}
