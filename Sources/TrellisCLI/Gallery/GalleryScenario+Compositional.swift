extension GalleryScenario {
  /// An App Store–like page of a compositional layout: a paging hero shelf, a shelf of
  /// cards, a grid with badges over a background and a list, both under pinned headers.
  static let compositionalAppStore = GalleryScenario(
    name: "compositional-app-store",
    title: "Compositional: an App Store page",
    tagline: "Shelves that scroll sideways, a grid with badges and pinned headers, from one model.",
    summary: """
      A compositional layout of four sections in a 390-point view. The hero shelf pages \
      one group at a time, each group 90% of the width (351 points) and centered, 10 \
      points apart. The second shelf scrolls continuously: cards of 150 × 200, 12 apart, \
      inside insets of 16. Both shelves lay their groups out sideways and scroll on \
      their own; here they are at their start.

      The grid puts two half-width items in each 120-point group, each inset by 6 \
      points, with a badge on its top trailing corner moved out by 30% of its size, \
      over a section background. Its header and the list's header pin to the top of the \
      view while their section is in view, and the next section pushes them out. \
      Groups of a section are all alike, so a query finds them by arithmetic.
      """,
    spec: """
      {
        "viewport": {"width": 390, "height": 844, "scale": 2},
        "layout": {
          "type": "compositional",
          "scrollDirection": "vertical",
          "interSectionSpacing": 24,
          "sections": [
            {
              "group": {
                "axis": "horizontal",
                "size": {"width": {"fractionalWidth": 0.9}, "height": {"absolute": 220}},
                "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]
              },
              "interGroupSpacing": 10,
              "orthogonalScrollingBehavior": "groupPagingCentered"
            },
            {
              "group": {
                "axis": "horizontal",
                "size": {"width": {"absolute": 150}, "height": {"absolute": 200}},
                "subitems": [
                  {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}
                ]
              },
              "contentInsets": [0, 16, 0, 16],
              "interGroupSpacing": 12,
              "orthogonalScrollingBehavior": "continuous",
              "boundarySupplementaryItems": [
                {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                 "alignment": "top"}
              ]
            },
            {
              "group": {
                "axis": "horizontal",
                "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 120}},
                "subitems": [
                  {"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
                   "contentInsets": [6, 6, 6, 6],
                   "supplementaryItems": [
                     {"kind": "badge", "size": {"width": {"absolute": 22}, "height": {"absolute": 22}},
                      "edges": ["top", "trailing"], "offset": {"fractional": [0.3, -0.3]}}
                   ]}
                ]
              },
              "contentInsets": [0, 10, 0, 10],
              "boundarySupplementaryItems": [
                {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                 "alignment": "top", "pinToVisibleBounds": true, "zIndex": 2}
              ],
              "decorationItems": [{"kind": "sectionBackground", "contentInsets": [0, 4, 0, 4]}]
            },
            {
              "group": {
                "axis": "vertical",
                "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 180}},
                "subitems": [
                  {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 60}}}
                ],
                "interItemSpacing": {"fixed": 0}
              },
              "contentInsets": [0, 16, 16, 16],
              "boundarySupplementaryItems": [
                {"kind": "header", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
                 "alignment": "top", "pinToVisibleBounds": true, "zIndex": 2}
              ]
            }
          ]
        },
        "sections": [{"items": 5}, {"items": 12}, {"items": 8}, {"items": 9}]
      }
      """,
    stops: [
      .at(0, "at the top: the hero shelf and the card shelf"),
      .at(600, "the grid's header pinned over its badges"),
      .at(1000, "the list's header pushes the grid's away"),
    ])
}
