import Trellis

/// The default waterfall configuration with the changes `change` makes.
func waterfallConfiguration(
  _ change: (inout WaterfallLayout.Configuration) -> Void = { _ in }
) -> WaterfallLayout.Configuration {
  configured(WaterfallLayout.Configuration(), change)
}

/// A waterfall layout prepared for `sections` in a viewport of the given size.
func preparedWaterfall(
  width: Double,
  height: Double = 600,
  scale: Double = 1,
  layoutDirection: LayoutDirection = .leftToRight,
  sections: [WaterfallContent.Section],
  _ change: (inout WaterfallLayout.Configuration) -> Void = { _ in }
) throws -> WaterfallLayout {
  try preparedWaterfall(
    viewport: Viewport(
      size: Size(width: width, height: height), scale: scale, layoutDirection: layoutDirection),
    sections: sections, change)
}

/// A waterfall layout prepared for `sections` in `viewport`.
func preparedWaterfall(
  viewport: Viewport,
  sections: [WaterfallContent.Section],
  _ change: (inout WaterfallLayout.Configuration) -> Void = { _ in }
) throws -> WaterfallLayout {
  try prepared(
    WaterfallLayout(configuration: waterfallConfiguration(change)),
    for: WaterfallContent(sections: sections), in: viewport)
}

/// The id of item `item` of `section`.
func waterfallCell(_ item: Int, _ section: Int = 0) -> ElementID {
  .cell(IndexPath(item: item, section: section))
}
