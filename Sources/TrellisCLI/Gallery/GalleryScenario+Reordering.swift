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

extension GalleryScenario {
  /// A book dragged along a shelf while the others slide out of its way.
  static let dragSlide = GalleryScenario(
    name: "drag-slide",
    title: "Dragging: the other books slide out of the way",
    tagline: "As the finger moves, the books between make room, animated.",
    summary: """
      One shelf of eight 60 × 90 books, four to a line. The spec's action is one drag \
      with a slide curve ("slide": "easeInOut"): the first book is picked up and moved \
      along a path of two points, and at each point the books between its place and the \
      point slide to their new places, as UICollectionView's do during an interactive \
      movement. The dragged book stays under the finger, above everything.

      Point 1 takes the book over the end of the first line: the three books after it \
      slide one place back. Point 2 takes it over the second line: the first book of \
      that line rises to the end of the first, and the next two slide one place back. \
      Each point is held until its slide ends; a new point that comes sooner turns every \
      book around from where it is.

      trellis play specs/drag-slide.json lists what slid at each point ("slides").
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 220, "scale": 2},
        "layout": {
          "itemSize": [60, 90],
          "minimumLineSpacing": 10,
          "minimumInteritemSpacing": 10,
          "sectionInset": [10, 10, 10, 10],
          "sectionBackground": {}
        },
        "sections": [{"items": 8}],
        "actions": [
          {"move": {"item": [0, 0], "path": [[270, 55], [200, 155]], "slide": "easeInOut"}}
        ]
      }
      """,
    animatedSteps: [
      .init(number: 1, point: 1, note: "over the end of the first line"),
      .init(number: 1, point: 2, note: "over the second line"),
    ])
}
