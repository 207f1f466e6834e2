extension GalleryScenario {
  /// The article's two-column demo filled in the order users expect: each item goes to
  /// the column that ends first.
  static let waterfallShortestFirst = GalleryScenario(
    name: "waterfall-shortest-first",
    title: "Waterfall: shortest column first",
    tagline: "Each item goes to the column that ends first; the columns stay even.",
    summary: """
      A two-column waterfall (masonry): items of one width and their own heights, 10 \
      points between columns and between the items of a column, a 40-point header and \
      insets of 10. \(waterfallItemsText)

      "itemRenderDirection": "shortestFirst", the default: each item goes to the column \
      that ends first, ties to the left, so the two columns end within one item of each \
      other. Compare the next scenario, which places the same items in turn.
      """,
    spec: waterfallDemoSpec(order: "shortestFirst"),
    stops: [
      .at(0, "at rest"),
      .at(400, "the columns take turns by length"),
      .at(823, "the end of the content: both columns end together"),
    ])

  /// The same items placed round-robin, as the article's layout does.
  static let waterfallLeftToRight = GalleryScenario(
    name: "waterfall-left-to-right",
    title: "Waterfall: columns in turn, as the article does",
    tagline: "Items fill the columns in turn, whatever their length; the columns drift apart.",
    summary: """
      The same two-column waterfall and items as the previous scenario, with \
      "itemRenderDirection": "leftToRight": items fill the columns in turn, column 0, \
      column 1, column 0, as the article's layout assigns them, whatever the columns' \
      lengths. \(waterfallItemsText)

      The tall items all land in the left column and the short ones in the right, so \
      the left column ends at 1910, 910 points below the right one, and the content is 1920 \
      points tall instead of 1490.
      """,
    spec: waterfallDemoSpec(order: "leftToRight"),
    stops: [
      .at(0, "at rest"),
      .at(400, "the left column pulls ahead"),
      .at(823, "where shortest first ends"),
      .at(1253, "the end of the content: only the left column"),
    ])

  /// The items the two demo scenarios share, described for their summaries.
  private static let waterfallItemsText =
    "Sixteen items alternate tall (180 to 260 points) and short (90 to 140)."

  /// The spec the two demo scenarios share, with `order` as its `itemRenderDirection`.
  private static func waterfallDemoSpec(order: String) -> String {
    """
    {
      "viewport": {"width": 375, "height": 667, "scale": 2},
      "layout": {
        "type": "waterfall",
        "columnCount": 2,
        "minimumColumnSpacing": 10,
        "minimumInteritemSpacing": 10,
        "sectionInset": [10, 10, 10, 10],
        "headerHeight": 40,
        "itemRenderDirection": "\(order)"
      },
      "sections": [
        {"itemHeights": [260, 100, 220, 120, 240, 90, 200, 140, 250, 110, 180, 100,
                         230, 130, 210, 90]}
      ]
    }
    """
  }

  /// A waterfall of three sections with pinned headers and full-span items.
  static let waterfallSections = GalleryScenario(
    name: "waterfall-sections",
    title: "Waterfall sections: pinned headers and full-span items",
    tagline: "Sections of their own column counts, pinned headers, items across every column.",
    summary: """
      Three waterfall sections under 44-point headers that pin to the top edge and are \
      pushed off by the next section, as a flow layout's are. Section 0 has two columns \
      and a full-span item (item 4): it starts below the longest column and both \
      columns continue below it. Section 1 has three columns of its own. Section 2 \
      scales photo sizes to its two columns and has a full-span photo (item 3), scaled \
      to the section's whole width.
      """,
    spec: """
      {
        "viewport": {"width": 375, "height": 667, "scale": 2, "contentOffset": [0, 560]},
        "layout": {
          "type": "waterfall",
          "columnCount": 2,
          "minimumColumnSpacing": 10,
          "minimumInteritemSpacing": 10,
          "sectionInset": [10, 10, 10, 10],
          "headerHeight": 44,
          "sectionHeadersPinToVisibleBounds": true
        },
        "sections": [
          {"itemHeights": [120, 180, 90, 150, 80, 200, 130], "fullSpan": [4]},
          {"itemHeights": [140, 100, 80, 120, 160, 90, 110, 70, 130], "columnCount": 3},
          {"itemSizes": [[400, 300], [300, 400], [400, 400], [400, 200], [300, 450],
                         [400, 300]], "fullSpan": [3]}
        ]
      }
      """,
    stops: [
      .at(0, "at rest"),
      .at(300, "header 0 pinned over section 0"),
      .at(680, "header 1 pushes header 0 up"),
      .at(900, "header 1 pinned over three columns"),
      .at(1160, "header 2 pushes header 1 up"),
      .at(1342.5, "the end of the content"),
    ])
}
