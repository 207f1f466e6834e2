extension GalleryScenario {
  /// Items and a section inserted and deleted by batch updates.
  static let insertDelete = GalleryScenario(
    name: "insert-delete",
    title: "Batch updates: inserts and deletes",
    tagline: "Items fade in and out; the others slide to their new places.",
    summary: """
      Two sections of 90 × 90 items, three to a line, under 30-point headers. The spec's \
      actions are two batch updates, as UIKit's performBatchUpdates applies them.

      Step 1 inserts items 0 and 4 of section 0 and deletes its old item 2, and deletes \
      item 1 of section 1. Inserted items fade in at their places (the layout's \
      appearing attributes), deleted ones fade out where they were (its disappearing \
      attributes), and every other item on screen slides from its old place to its new \
      one. Step 2 inserts a section of three items at the top: its header and items fade \
      in while both old sections move down with their headers.

      Cells are labeled with their index paths after the update, deleted ones with \
      theirs before it. trellis play specs/insert-delete.json prints every start and end.
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 440, "scale": 2},
        "layout": {
          "itemSize": [90, 90],
          "minimumLineSpacing": 10,
          "minimumInteritemSpacing": 10,
          "sectionInset": [10, 10, 10, 10],
          "headerReferenceSize": [0, 30]
        },
        "sections": [
          {"items": 7},
          {"items": 5}
        ],
        "actions": [
          {"update": {"sections": [{"items": 8}, {"items": 4}],
                      "insertItems": [[0, 0], [0, 4]],
                      "deleteItems": [[0, 2], [1, 1]]}},
          {"update": {"sections": [{"items": 3}, {"items": 8}, {"items": 4}],
                      "insertSections": [0]}}
        ]
      }
      """,
    animatedSteps: [
      .init(number: 1, note: "two items in, two out"),
      .init(number: 2, note: "a section in at the top"),
    ])

  /// Tags reordered, moved between sections, deleted and inserted by diffable
  /// snapshots.
  static let snapshotShuffle = GalleryScenario(
    name: "snapshot-shuffle",
    title: "Diffable snapshots: a shuffle",
    tagline: "Tags sorted by width, then moved across sections, by identifier.",
    summary: """
      Tags of differing widths, aligned to the leading edge, in two sections. The spec's \
      actions are two snapshots, as a diffable data source applies them: each names \
      every section and item by identifier, and the difference from the one before \
      becomes a batch of moves, inserts and deletes. Before the first snapshot the items \
      are named by position, so "0.3" is the fourth tag of section 0.

      Step 1 sorts section 0 by width: every tag slides to its new place, none fades. \
      Step 2 swaps the sections, moves the widest tag (120 points) into the other \
      section, deletes a tag of each section and inserts a new 140-point tag: the \
      headers travel with their sections.

      Cells are labeled with their index paths after the snapshot; follow a label from \
      its old place to its new one.
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 300, "scale": 2},
        "layout": {
          "alignment": "leading",
          "minimumLineSpacing": 8,
          "minimumInteritemSpacing": 8,
          "sectionInset": [10, 10, 10, 10],
          "headerReferenceSize": [0, 28]
        },
        "sections": [
          {"itemSizes": [[60, 36], [100, 36], [80, 36], [120, 36], [70, 36], [90, 36],
                         [110, 36], [50, 36]]},
          {"itemSizes": [[90, 36], [60, 36], [130, 36]]}
        ],
        "actions": [
          {"snapshot": {"sections": [
            {"id": "0", "items": ["0.7", "0.0", "0.4", "0.2", "0.5", "0.1", "0.6", "0.3"],
             "itemSizes": [[50, 36], [60, 36], [70, 36], [80, 36], [90, 36], [100, 36],
                           [110, 36], [120, 36]]},
            {"id": "1", "items": ["1.0", "1.1", "1.2"],
             "itemSizes": [[90, 36], [60, 36], [130, 36]]}]}},
          {"snapshot": {"sections": [
            {"id": "1", "items": ["1.0", "1.2", "0.3"],
             "itemSizes": [[90, 36], [130, 36], [120, 36]]},
            {"id": "0", "items": ["0.7", "0.0", "new", "0.4", "0.2", "0.1", "0.6"],
             "itemSizes": [[50, 36], [60, 36], [140, 36], [70, 36], [80, 36], [100, 36],
                           [110, 36]]}]}}
        ]
      }
      """,
    animatedSteps: [
      .init(number: 1, note: "sorted by width"),
      .init(number: 2, note: "sections swapped, tags moved, in and out"),
    ])
}
