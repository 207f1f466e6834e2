import Trellis

extension GalleryScenario {
  /// UIKit's pinning: a header is pushed off by the end of its section.
  static let pinningPush = GalleryScenario(
    name: "pinning-push",
    title: "Pinning mode push (UIKit)",
    tagline: "UIKit's mode: the end of a section pushes its header off.",
    summary: """
      "pinningMode": "push", UIKit's behavior. A pinned header stays at the top edge \
      while its section is in view and never leaves its section: the end of the section \
      pushes it up, so at most one header is pinned at a time.

      \(pinningSectionsText) Watch header 1 leave with section 1, so that nothing is \
      pinned over section 2.
      """,
    spec: pinningSpec(mode: "push"),
    stops: pinningStops)

  /// Pinned headers stack below one another.
  static let pinningStack = GalleryScenario(
    name: "pinning-stack",
    title: "Pinning mode stack",
    tagline: "Headers scrolled past stack up below one another.",
    summary: """
      "pinningMode": "stack". Every header scrolled past stays, each one below the \
      headers before it, like the breadcrumbs of a short outline; suited to a few \
      sections, since the stack grows with each one.

      \(pinningSectionsText) Watch headers 0, 1 and 3 pile up at the top.
      """,
    spec: pinningSpec(mode: "stack"),
    stops: pinningStops)

  /// A header stays until the next header arrives.
  static let pinningUntilNextPinned = GalleryScenario(
    name: "pinning-until-next-pinned",
    title: "Pinning mode untilNextPinned",
    tagline: "A header stays through headerless sections until the next one.",
    summary: """
      "pinningMode": "untilNextPinned". A header stays pinned past the end of its own \
      section, through sections that have no header, until the next header pushes it \
      off.

      \(pinningSectionsText) Watch header 1 stay over section 2, which has no header, \
      until header 3 arrives.
      """,
    spec: pinningSpec(mode: "untilNextPinned"),
    stops: pinningStops)

  /// The sections the three pinning scenarios share, described for their summaries.
  private static let pinningSectionsText =
    "Five sections of 140 × 60 items, with 36-point headers, except section 2, which "
    + "has none; section 1 is short."

  /// The spec the three pinning scenarios share, with `mode` as its `pinningMode`.
  private static func pinningSpec(mode: String) -> String {
    """
    {
      "viewport": {"width": 320, "height": 400, "scale": 2, "contentOffset": [0, 400]},
      "layout": {
        "itemSize": [140, 60],
        "minimumLineSpacing": 10,
        "minimumInteritemSpacing": 10,
        "sectionInset": [10, 10, 10, 10],
        "headerReferenceSize": [0, 36],
        "sectionHeadersPinToVisibleBounds": true,
        "pinningMode": "\(mode)"
      },
      "sections": [
        {"items": 6},
        {"items": 2},
        {"items": 4, "headerSize": [0, 0]},
        {"items": 6},
        {"items": 6}
      ]
    }
    """
  }

  /// The scroll positions the three pinning scenarios share: before, inside, at the
  /// boundaries of and after the sections.
  private static let pinningStops: [Stop] = [
    .at(0, "at rest"),
    .at(150, "inside section 0"),
    .at(240, "section 0 ends"),
    .at(300, "inside section 1"),
    .at(400, "inside section 2, no header"),
    .at(500, "section 3 arrives"),
    .at(634, "the end of the content"),
  ]

  /// A page header that scrolls at half speed under the cells, and a footer that
  /// stretches.
  static let parallaxHeader = GalleryScenario(
    name: "parallax-header",
    title: "Parallax page header and stretchy page footer",
    tagline: "A header that scrolls at half speed under the cells; a footer that stretches.",
    summary: """
      A 200-point collection header with "parallax": 0.5 follows half of the scroll \
      distance and lies under the cells (zIndex −1), so the grid slides over it. It is \
      also stretchy: pulled down past the top, it grows to fill the gap.

      The 60-point collection footer is stretchy too: pulled up past the end of the \
      content, it grows by the distance pulled.
      """,
    spec: """
      {
        "viewport": {"width": 375, "height": 667, "scale": 2, "contentOffset": [0, 200]},
        "layout": {
          "itemSize": [115, 115],
          "minimumLineSpacing": 5,
          "minimumInteritemSpacing": 5,
          "sectionInset": [5, 5, 5, 5],
          "collectionHeader": {"height": 200, "stretchy": true, "parallax": 0.5},
          "collectionFooter": {"height": 60, "stretchy": true}
        },
        "sections": [
          {"items": 24}
        ]
      }
      """,
    stops: [
      .at(-80, "pulled down: the header stretches"),
      .at(0, "at rest"),
      .at(100, "the header at half speed"),
      .at(200, "the cells slide over it"),
      .at(558, "the end of the content"),
      .at(620, "pulled up: the footer stretches"),
    ],
    thumbnailOffset: Point(x: 0, y: 0))
}
