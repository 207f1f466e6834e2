import Trellis

extension GalleryScenario {
  /// The App Store-like grid with headers and footers that pin.
  static let appStore = GalleryScenario(
    name: "app-store",
    title: "App Store: headers and footers that pin",
    tagline: "Headers pin to the top edge, footers to the bottom edge.",
    summary: """
      Four sections of eight 80 × 120 items with 20 points between lines and items, \
      section insets of 15 (top and bottom) and 20 (left and right), and a 50-point \
      header and footer per section: each section is 530 points tall.

      Headers pin to the top edge and footers to the bottom edge while their section is \
      in view. A pinned header stops on top of its own section's footer; a pinned \
      footer never rises above its own header. Watch footer 1 wait at the bottom edge at \
      the start, and header 0 stop on footer 0 before header 1 takes its place.
      """,
    spec: """
      {
        "viewport": {"width": 375, "height": 667, "scale": 2, "contentOffset": [0, 455]},
        "layout": {
          "itemSize": [80, 120],
          "minimumLineSpacing": 20,
          "minimumInteritemSpacing": 20,
          "sectionInset": [15, 20, 15, 20],
          "headerReferenceSize": [375, 50],
          "footerReferenceSize": [375, 50],
          "sectionHeadersPinToVisibleBounds": true,
          "sectionFootersPinToVisibleBounds": true
        },
        "sections": [
          {"items": 8},
          {"items": 8},
          {"items": 8},
          {"items": 8}
        ]
      }
      """,
    stops: [
      .at(0, "footer 1 pinned to the bottom"),
      .at(250, "header 0 pinned to the top"),
      .at(430, "header 0 meets footer 0"),
      .at(480, "footer 0 pushes header 0 off"),
      .at(530, "header 1 at the top"),
      .at(900, "header 1 pinned, footer 2 below"),
      .at(1453, "the end of the content"),
    ],
    thumbnailOffset: Point(x: 0, y: 250))

  /// A tag cloud: lines of differing widths aligned to the leading edge.
  static let tagCloud = GalleryScenario(
    name: "tag-cloud",
    title: "Tag cloud: leading alignment",
    tagline: "Lines of differing widths, aligned to the leading edge.",
    summary: """
      Tags of differing widths in three sections, with "alignment": "leading": every \
      line starts at the section's left inset and keeps the minimum spacing of 8 points, \
      where UIKit would spread the items of a full line from edge to edge.
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 480, "scale": 2},
        "layout": {
          "alignment": "leading",
          "minimumLineSpacing": 8,
          "minimumInteritemSpacing": 8,
          "sectionInset": [8, 8, 8, 8],
          "headerReferenceSize": [320, 40]
        },
        "sections": [
          {"itemSizes": [[64, 32], [88, 32], [120, 32], [72, 32], [96, 32], [56, 32],
                         [110, 32], [80, 32], [140, 32], [60, 32], [92, 32]]},
          {"itemSizes": [[128, 32], [72, 32], [64, 32], [150, 32], [84, 32], [100, 32],
                         [58, 32], [76, 32], [132, 32]]},
          {"itemSizes": [[90, 32], [66, 32], [112, 32], [54, 32], [180, 32], [70, 32],
                         [96, 32], [62, 32]]}
        ]
      }
      """,
    stops: [
      .at(0, "at rest"),
      .at(144, "the end of the content"),
    ])

  /// A flow laid out from right to left.
  static let rightToLeft = GalleryScenario(
    name: "right-to-left",
    title: "Right to left",
    tagline: "Every x mirrored: lines fill from the right.",
    summary: """
      With "layoutDirection": "rightToLeft" every x is mirrored within the content's \
      width, as for Arabic or Hebrew: item 0 is at the right edge and lines fill toward \
      the left.

      Section 0 is a grid of same-size items, whose last line keeps to the grid's \
      columns from the right. Section 1 has items of differing widths in UIKit's \
      alignment: full lines are justified edge to edge, and the last line starts at the \
      right.
      """,
    spec: """
      {
        "viewport": {"width": 375, "height": 667, "scale": 2, "layoutDirection": "rightToLeft"},
        "layout": {
          "itemSize": [100, 100],
          "minimumLineSpacing": 10,
          "minimumInteritemSpacing": 10,
          "sectionInset": [10, 16, 10, 16],
          "headerReferenceSize": [0, 40]
        },
        "sections": [
          {"items": 8},
          {"itemSizes": [[150, 80], [90, 80], [70, 80], [120, 80], [160, 80], [60, 80],
                         [200, 80], [80, 80], [110, 80]]}
        ]
      }
      """,
    stops: [.at(0, "at rest"), .at(123, "the end of the content")])

  /// A horizontal shelf whose headers pin to the leading edge.
  static let horizontalShelf = GalleryScenario(
    name: "horizontal",
    title: "Horizontal flow: columns and headers pinned to the left",
    tagline: "Columns of covers; headers pin to the left edge.",
    summary: """
      "scrollDirection": "horizontal" turns lines into columns: two rows of 100 × 120 \
      covers per column, filled top to bottom, then left to right. Headers are 40 points \
      wide and as tall as the view; top and bottom insets play the role that left and \
      right insets play when scrolling vertically.

      Headers pin to the left edge and are pushed off by the next section's header, by \
      the same rules as vertical pinning, on x.
      """,
    spec: """
      {
        "viewport": {"width": 375, "height": 300, "scale": 2, "contentOffset": [370, 0]},
        "layout": {
          "scrollDirection": "horizontal",
          "itemSize": [100, 120],
          "minimumLineSpacing": 10,
          "minimumInteritemSpacing": 10,
          "sectionInset": [10, 16, 10, 16],
          "headerReferenceSize": [40, 300],
          "sectionHeadersPinToVisibleBounds": true
        },
        "sections": [
          {"items": 5},
          {"items": 3},
          {"items": 6}
        ]
      }
      """,
    stops: [
      .at(0, "at rest"),
      .at(200, "header 0 pinned to the left"),
      .at(370, "header 1 pushes header 0"),
      .at(500, "header 1 pinned"),
      .at(691, "the end of the content"),
    ],
    thumbnailOffset: Point(x: 200, y: 0))
}
