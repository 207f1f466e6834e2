extension GalleryScenario {
  /// App Store–style cards: the center one at full size, the neighbors smaller and
  /// fainter, at rest and between two cards.
  static let carouselCards = GalleryScenario(
    name: "carousel-cards",
    title: "Carousel: cards",
    tagline: "Cards that shrink and fade with their distance from the center, and snap to it.",
    summary: """
      A horizontal carousel of 240 × 280-point cards, 16 points apart, in a 390-point \
      view: a pitch of 256 points, so the content offset 256 × i puts card i at the \
      center. The content has room for 75 points before the first card and after the \
      last, so both can come to the center.

      Each card's look is a pure function of its distance from the view's center, \
      computed when a query reaches it: at the center a card is at full size; one pitch \
      away and beyond it is scaled to 80%, at 50% opacity and 20 points lower, and in \
      between everything changes linearly. Halfway between two cards both are at 90%. \
      Nothing is prepared again while scrolling.
      """,
    spec: """
      {
        "viewport": {"width": 390, "height": 340, "scale": 2, "contentOffset": [256, 0]},
        "layout": {
          "type": "carousel",
          "style": "cards",
          "itemSize": [240, 280],
          "itemSpacing": 16,
          "minimumScale": 0.8,
          "minimumAlpha": 0.5,
          "fanOffset": 20
        },
        "sections": [{"items": 8}]
      }
      """,
    stops: [
      .at(0, "at rest on the first card: nothing before it"),
      .at(128, "halfway between cards 0 and 1: both at 90%"),
      .at(256, "at rest on card 1"),
      .at(1792, "at rest on the last card"),
    ])

  /// Cover flow: the center item faces the viewer, the others turn toward it with
  /// perspective and crowd together.
  static let coverFlow = GalleryScenario(
    name: "cover-flow",
    title: "Carousel: cover flow",
    tagline: "Items turn about the vertical axis with perspective, the nearest on top.",
    summary: """
      A cover flow of 160-point squares, 8 points apart (a pitch of 168), in a \
      390-point view. An item turns about its vertical axis by up to one radian (57°) \
      as it moves one pitch from the center, its outer edge toward the viewer; from \
      there on, turned items stand 0.3 pitch apart. The transform has the perspective \
      term m34 = −1/500, so each item is drawn as its projected quadrilateral: the edge \
      nearer the eye taller, the farther one shorter.

      Items nearer the center have higher zIndex values and cover the farther ones. \
      Hit testing uses the same quadrilaterals: a tap lands on the topmost item whose \
      drawn shape holds it.
      """,
    spec: """
      {
        "viewport": {"width": 390, "height": 260, "scale": 2, "contentOffset": [672, 0]},
        "layout": {
          "type": "carousel",
          "style": "coverFlow",
          "itemSize": [160, 160],
          "itemSpacing": 8,
          "maximumAngle": 1,
          "turnedSpacing": 0.3,
          "perspectiveDistance": 500
        },
        "sections": [{"items": 10}]
      }
      """,
    stops: [
      .at(672, "at rest on item 4: two turned items on each side"),
      .at(714, "a quarter of the way to item 5"),
      .at(756, "halfway: items 4 and 5 turned by half a radian each"),
      .at(840, "at rest on item 5"),
    ])

  /// A stacked deck: the center card on top of a pile of the following ones.
  static let carouselDeck = GalleryScenario(
    name: "carousel-deck",
    title: "Carousel: a stacked deck",
    tagline: "The top card slides away and the next rises from the pile.",
    summary: """
      A deck of 260 × 300-point cards, 20 points apart, in a 390-point view. The card \
      at the center lies on a pile of the next three, each 12 points lower and 5% \
      smaller than the one above it; cards before the center slide away with the \
      content, and the card under the pile fades in as the pile moves up.

      Scrolling by one card slides the top card off to the left while the card under \
      it rises to full size. A host can also drag the top card by an offset it gives \
      the layout, and the card under it is hit by taps once it is gone.
      """,
    spec: """
      {
        "viewport": {"width": 390, "height": 400, "scale": 2, "contentOffset": [0, 0]},
        "layout": {
          "type": "carousel",
          "style": "deck",
          "itemSize": [260, 300],
          "itemSpacing": 20,
          "visibleDepth": 3,
          "depthOffset": 12,
          "depthScale": 0.05
        },
        "sections": [{"items": 8}]
      }
      """,
    stops: [
      .at(0, "at rest: card 0 on a pile of three"),
      .at(140, "halfway: card 0 half gone, card 1 rising"),
      .at(280, "at rest on card 1"),
    ])

  /// A flick that snaps: the finger lifts at 300 points moving at 1,200 points per
  /// second, and the scroll comes to rest on the next cards' centers.
  static let carouselFlick = GalleryScenario(
    name: "carousel-flick",
    title: "Carousel: a flick that snaps",
    tagline: "A release at 1,200 points per second comes to rest on an item's center.",
    summary: """
      The cards of the first carousel scenario, snapping to items with at most three \
      per flick. The finger lifts at the content offset 300, a sixth of the way past \
      card 1, moving left at 1,200 points per second. On its own the scroll would \
      decelerate to 300 + 1200 × 0.499 = 898.8, 2.3 cards further; the layout's \
      targetContentOffset(forProposed:velocity:) takes the next card in the flick's \
      direction and one more for the momentum, and the scroll rests with card 3 at the \
      center, at 768. A release slower than 300 points per second would rest on the \
      nearest card instead.

      The spec's release action does this in trellis play, whose step reports the \
      resting offset 768 and the cards visible there.
      """,
    spec: """
      {
        "viewport": {"width": 390, "height": 340, "scale": 2, "contentOffset": [300, 0]},
        "layout": {
          "type": "carousel",
          "style": "cards",
          "itemSize": [240, 280],
          "itemSpacing": 16,
          "minimumScale": 0.8,
          "minimumAlpha": 0.5,
          "fanOffset": 20,
          "snapping": "items",
          "maximumItemsPerFlick": 3
        },
        "sections": [{"items": 8}],
        "actions": [{"release": {"offset": [300, 0], "velocity": [1200, 0]}}]
      }
      """,
    stops: [
      .at(300, "released at 300, moving at 1,200 points per second"),
      .at(540, "decelerating past card 2"),
      .at(700, "slowing down before card 3"),
      .at(768, "at rest: card 3 at the center"),
    ])
}

extension GalleryScenario {
  /// A grid switched to a cover flow, a layout of another type.
  static let flowToCoverFlow = GalleryScenario(
    name: "flow-to-cover-flow",
    title: "Layout transitions: grid to cover flow",
    tagline: "Square cells turn into a row of covers; the one in the middle stays put.",
    summary: """
      Twelve 120 × 120 items in a grid, switched to a carousel of 160 × 200 covers in the \
      cover flow style, a layout of another type: every item on screen before or after \
      moves from its cell to its place in the row, turning as it goes, and the row \
      scrolls so that the item nearest the center of the screen keeps its place as well \
      as it can. The covers at the end are projected, turned away from the one in front.
      """,
    spec: """
      {
        "viewport": {"width": 390, "height": 300, "scale": 2},
        "layout": {"itemSize": [120, 120], "minimumLineSpacing": 10,
                   "minimumInteritemSpacing": 10},
        "sections": [{"items": 12}],
        "actions": [
          {"transition": {"layout": {"type": "carousel", "style": "coverFlow",
                                     "itemSize": [160, 200]}}}
        ]
      }
      """,
    animatedSteps: [.init(number: 1, note: "grid to cover flow")])
}
