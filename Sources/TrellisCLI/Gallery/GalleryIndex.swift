import TrellisSVG

/// The gallery's `index.html`: an ``IndexPage`` with one card per scenario, its
/// thumbnail the viewport at the spec's `contentOffset`.
enum GalleryIndex {
  /// The card of a drawn scenario: its title, its tagline and its thumbnail, linking
  /// to its page.
  static func entry(for page: GalleryPage) -> IndexPage.Entry {
    IndexPage.Entry(
      name: page.scenario.title, link: page.scenario.name + ".html",
      summary: page.scenario.tagline, thumbnail: page.thumbnail)
  }

  /// The index page of the given cards, in order; `specs` is the directory of the
  /// specs as the command was given it, such as `gallery/specs`.
  static func html(_ entries: [IndexPage.Entry], specs: String) -> String {
    IndexPage(
      title: "Trellis gallery",
      summary: """
        Trellis layouts drawn by trellis gallery. Each page shows a layout at several \
        scroll positions, its whole content with the viewport outlined, and the spec \
        that produced it; the last pages show batch updates and snapshots as they \
        animate. Cells are blue, section headers orange, footers green, the \
        collection header violet, the collection footer pink, section backgrounds yellow; \
        in a calendar, day headers teal, hour headers lime, the corner gray, hour \
        lines light gray, the current time red and day backgrounds pale gray.

        The specs are in the specs directory next to this page. From the package's \
        directory, swift run trellis render \(specs)/NAME.json --frames from:to:step \
        -o NAME.html draws one at other offsets, swift run trellis layout \
        \(specs)/NAME.json prints its frames, and swift run trellis play \
        \(specs)/NAME.json prints what the actions of an animated page do.
        """,
      entries: entries
    ).html
  }
}
