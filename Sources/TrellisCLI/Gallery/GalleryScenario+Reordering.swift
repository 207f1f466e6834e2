extension GalleryScenario {
  /// Books dragged between shelves that hold at most four.
  static let bookshelfDrag = GalleryScenario(
    name: "bookshelf-drag",
    title: "Bookshelf: dragging a book to another shelf",
    tagline: "A full shelf refuses the book; a shelf with room takes it.",
    summary: """
      Three shelves of 60 × 90 books, four to a line, that hold at most four books each. \
      The spec's actions are two drags, as UICollectionView's interactive movement runs \
      them: the book is picked up, follows the finger along the path, and is dropped.

      Step 1 drags the first book of shelf 1 over shelf 0, which is full: the rule \
      refuses the place, so the book keeps its own, and on the drop it flies back from \
      under the finger. Step 2 drags it again, past shelf 1 to the empty end of shelf 2, \
      which has room: the book lands there and the books left on shelf 1 close the gap.

      trellis play specs/bookshelf-drag.json prints the target after every point of each \
      path.
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 480, "scale": 2},
        "layout": {
          "itemSize": [60, 90],
          "minimumLineSpacing": 10,
          "minimumInteritemSpacing": 10,
          "sectionInset": [10, 10, 30, 10],
          "headerReferenceSize": [0, 30],
          "sectionBackground": {}
        },
        "sections": [
          {"items": 4},
          {"items": 3},
          {"items": 2}
        ],
        "actions": [
          {"move": {"item": [1, 0], "path": [[110, 85]], "maxItemsPerSection": 4}},
          {"move": {"item": [1, 0], "path": [[110, 85], [250, 405]], "maxItemsPerSection": 4}}
        ]
      }
      """,
    animatedSteps: [
      .init(number: 1, note: "refused by the full shelf 0"),
      .init(number: 2, note: "taken by shelf 2"),
    ])
}
