import Trellis

/// `base` with the changes `change` makes.
func configured<Configuration>(
  _ base: Configuration, _ change: (inout Configuration) -> Void
) -> Configuration {
  var configuration = base
  change(&configuration)
  return configuration
}

/// `layout` prepared for `content` in `viewport`.
func prepared<Content: CollectionDataSource>(
  _ layout: Content.Layout, for content: Content, in viewport: Viewport
) throws -> Content.Layout {
  try content.prepare(layout, for: viewport)
  return layout
}
