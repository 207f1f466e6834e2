extension GalleryScenario {
  /// A chat whose messages size themselves, scrolled up through estimates that the host
  /// then measures, with the message being read holding still.
  static let selfSizingChat = GalleryScenario(
    name: "self-sizing-chat",
    title: "Self-sizing: a chat scrolled up through its estimates",
    tagline: "Estimates are corrected above the reader; nothing on screen jumps.",
    summary: """
      28 messages estimated 60 points tall, 8 apart, whose real heights (44, 66, 88 or \
      110) only the host knows once it measures them, as an app's cells do. The chat \
      opens at its end.

      Step 1 measures the messages on screen with the last one as the anchor: they \
      settle at their heights and the newest message keeps its bottom edge at the bottom \
      of the screen. Step 2 scrolls up: older messages come into view at their \
      estimates. Step 3 measures them: the content above the reader changes, and the \
      content offset moves by exactly as much, so the first message that was already \
      measured stays at the same place on screen. Steps 4 and 5 do it again further up.

      Compare the anchor's position in the captions of steps 2 and 3, and of 4 and 5: \
      only the offset changes. trellis play prints each step's anchor with its frame on \
      screen before and after the corrections.
      """,
    spec: """
      {
        "viewport": {"width": 320, "height": 400, "contentOffset": [0, 1512]},
        "layout": {
          "type": "flow",
          "estimatedItemSize": [304, 60],
          "minimumLineSpacing": 8,
          "sectionInset": [8, 8, 8, 8]
        },
        "sections": [{"items": 28}],
        "actions": [
          {"measure": {"sizes": {"0.22": [304, 88], "0.23": [304, 110], "0.24": [304, 44], "0.25": [304, 66], "0.26": [304, 88], "0.27": [304, 110]}, "anchor": "lastVisibleItem"}},
          {"scroll": [0, 1398]},
          {"measure": {"sizes": {"0.20": [304, 44], "0.21": [304, 66]}, "anchor": "firstVisibleItem"}},
          {"scroll": [0, 1128]},
          {"measure": {"sizes": {"0.16": [304, 44], "0.17": [304, 66], "0.18": [304, 88], "0.19": [304, 110]}, "anchor": "firstVisibleItem"}}
        ]
      }
      """,
    playedSteps: [
      .init(number: 1, note: "the end, measured"),
      .init(number: 2, note: "scrolled up: estimates at the top"),
      .init(number: 3, note: "measured"),
      .init(number: 4, note: "scrolled up again"),
      .init(number: 5, note: "measured"),
    ])
}
