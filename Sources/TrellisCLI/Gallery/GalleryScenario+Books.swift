import Trellis

extension GalleryScenario {
  /// Book covers by month under a stretchy page header, with headers pinned in
  /// UIKit's `push` mode.
  static let booksByMonth = GalleryScenario(
    name: "books-by-month",
    title: "Books by month: pinned headers under a stretchy page header",
    tagline: "Month headers pin and push each other off; the page header stretches.",
    summary: """
      A grid of book covers in five months (header 0 is May, header 1 June, and so on): \
      three covers per line, (375 − 5) / 3 points wide and 4:3 tall, 2 points between \
      lines, a 45-point header per month. Above everything sits a 60-point page header \
      (the collection header), which stretches when the list is pulled down past the top \
      and scrolls away with the content.

      Section headers pin to the top edge while their month is in view and are pushed \
      off by the next month's header, as UIKit's sectionHeadersPinToVisibleBounds does. \
      Pinned headers are drawn above the covers. Watch header 0 stay at the top through \
      May, then move up with the end of May as header 1 arrives.
      """,
    spec: """
      {
        "viewport": {"width": 375, "height": 667, "scale": 2, "contentOffset": [0, 580]},
        "layout": {
          "itemSize": [123.33333333333333, 164.44444444444446],
          "minimumLineSpacing": 2,
          "minimumInteritemSpacing": 0,
          "headerReferenceSize": [375, 45],
          "sectionHeadersPinToVisibleBounds": true,
          "collectionHeader": {"height": 60, "stretchy": true}
        },
        "sections": [
          {"items": 7},
          {"items": 3},
          {"items": 4},
          {"items": 6},
          {"items": 5}
        ]
      }
      """,
    stops: [
      .at(-80, "pulled down: the page header stretches"),
      .at(0, "at rest"),
      .at(60, "page header gone, header 0 at the top"),
      .at(300, "inside May: header 0 stays"),
      .at(580, "header 1 pushes header 0 up"),
      .at(700, "inside June: header 1 stays"),
      .at(790, "header 2 pushes header 1 up"),
      .at(1272, "the end of the content"),
    ],
    thumbnailOffset: Point(x: 0, y: -80))

  /// Shelves of books, each with a background under its covers.
  static let bookshelf = GalleryScenario(
    name: "bookshelf",
    title: "Bookshelf: section backgrounds",
    tagline: "A background under every section's cells, one covering its header.",
    summary: """
      Every section is a shelf: a background decoration (yellow) spans the section's \
      covers and insets across the whole width, with zIndex −1, so it lies under the \
      cells; a 30-point bottom inset leaves room for its label under the covers. Shelf \
      3 is empty; its background is the 40 points of its top and bottom insets. Shelf 4 has a background of its own that also covers its header and stays \
      4 points inside the edges, drawn with zIndex −2.

      Backgrounds are part of the layout, not of the data: a rect query returns exactly \
      the backgrounds it meets, as the frames at each offset show.
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 480, "scale": 2, "contentOffset": [0, 160]},
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
          {"items": 4},
          {"items": 2},
          {"items": 0},
          {"items": 3,
           "sectionBackground": {"insets": [0, 4, 0, 4], "includesHeader": true, "zIndex": -2}},
          {"items": 4}
        ]
      }
      """,
    stops: [
      .at(0, "the top shelves"),
      .at(160, "scrolled to shelf 1"),
      .at(390, "the end: the empty shelf 3 and shelves 4 and 5"),
    ])
}
