extension GalleryScenario {
  /// A grid switched to a list and back, the second time released halfway.
  static let gridToList = GalleryScenario(
    name: "grid-to-list",
    title: "Layout transitions: grid to list",
    tagline: "Every item moves from its cell to its row; the one in the middle stays put.",
    summary: """
      Forty items, three to a line in a grid of 100 × 100 cells, switched to a list of \
      320 × 50 rows, as setCollectionViewLayout(_:animated:) would switch them. Every \
      item on screen before or after moves from its old frame to its new one; the list \
      scrolls so that the item nearest the center of the screen (item 7) stays where it \
      was, instead of jumping to the top.

      Step 1 is the animated switch from the grid to the list. Step 2 starts back to the \
      grid, as a pinch would drive it, is released halfway and cancelled: everything \
      returns to the list exactly.
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 480, "scale": 2},
        "layout": {"itemSize": [100, 100], "minimumLineSpacing": 10},
        "sections": [{"items": 40}],
        "actions": [
          {"transition": {"layout": {"itemSize": [320, 50]}}},
          {"transition": {"layout": {"itemSize": [100, 100]}, "progress": 0.5,
                          "end": "cancel"}}
        ]
      }
      """,
    animatedSteps: [
      .init(number: 1, note: "grid to list"),
      .init(number: 2, note: "back to the grid, released halfway, cancelled"),
    ])
}
