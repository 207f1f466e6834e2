import Testing
import Trellis
import TrellisSpec

@Suite("The JSON report of a playback")
struct PlaybackReportTests {
  @Test("no actions print as an empty list of steps")
  func empty() throws {
    let playback = try Playback(try Spec(json: #"{"sections": [{"items": 2}]}"#))
    #expect(PlaybackReport(playback).json == "{\n  \"steps\": []\n}\n")
  }

  @Test("maps list old sections and items in order, null for what was deleted")
  func maps() throws {
    let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1))
    var from = LayoutAttributes(id: header, frame: Rect(x: 0, y: 10.5, width: 120, height: 20))
    from.zIndex = 1024
    var to = from
    to.frame.origin.y = 0
    to.alpha = 0.25
    to.zIndex = 0
    var playback = try Playback(try Spec(json: #"{"sections": []}"#))
    playback.steps = [
      PlaybackStep(
        action: .scroll(Point(x: 0, y: 1)), sectionMap: [nil, 0],
        itemMap: [[nil], [IndexPath(item: 1, section: 0), nil]], contentOffsetBefore: .zero,
        contentOffset: Point(x: -1.5, y: 2), contentSizeBefore: .zero, contentSize: .zero,
        visible: [LayoutAttributes(id: header, frame: Rect(x: 0, y: 0, width: 120, height: 20))],
        animations: [ElementAnimation(element: header, change: .move, from: from, to: to)],
        curve: .linear),
      PlaybackStep(
        action: .update(UpdateAction(batch: BatchUpdate())), sectionMap: [], itemMap: [],
        contentOffsetBefore: .zero, contentOffset: .zero, contentSizeBefore: .zero,
        contentSize: .zero, visible: [], animations: [], curve: .linear),
    ]
    #expect(
      PlaybackReport(playback).json == """
        {
          "steps": [
            {
              "action": "scroll",
              "itemMap": {"0.0": null, "1.0": "0.1", "1.1": null},
              "sectionMap": {"0": null, "1": "0"},
              "contentOffset": [-1.5, 2],
              "visible": [
                {"category": "supplementary", "kind": "header", "section": 1, "item": 0, \
        "frame": [0, 0, 120, 20], "zIndex": 0, "alpha": 1, "hidden": false}
              ],
              "animations": [
                {"element": {"category": "supplementary", "kind": "header", "section": 1, \
        "item": 0}, "change": "move", "from": {"frame": [0, 10.5, 120, 20], "alpha": 1, \
        "zIndex": 1024}, "to": {"frame": [0, 0, 120, 20], "alpha": 0.25, "zIndex": 0}}
              ]
            },
            {
              "action": "update",
              "itemMap": {},
              "sectionMap": {},
              "contentOffset": [0, 0],
              "visible": [],
              "animations": []
            }
          ]
        }

        """)
  }

  @Test("a step samples its animation and its offset at any progress")
  func sampling() throws {
    let spec = try Spec(
      json: #"""
        {"viewport": {"width": 120, "height": 100, "contentOffset": [0, 120]},
         "sections": [{"items": 20}],
         "actions": [{"update": {"sections": [{"items": 22}], "insertItems": [[0, 0], [0, 1]],
                                 "animation": {"anchor": "firstVisibleItem"}}}]}
        """#)
    let step = try #require(try Playback(spec).steps.first)
    #expect(step.contentOffset(at: 0) == Point(x: 0, y: 120))
    #expect(step.contentOffset(at: 0.5) == Point(x: 0, y: 150))
    #expect(step.contentOffset(at: 2) == Point(x: 0, y: 180))
    // Old item 4 at (0, 120) is item 6 at (0, 180): halfway it is at 150.
    let index = try #require(
      step.animations.firstIndex { $0.element == .cell(IndexPath(item: 6, section: 0)) })
    #expect(step.attributes(at: 0.5)[index].frame.origin == Point(x: 0, y: 150))
    #expect(step.attributes(at: 0)[index].frame.origin == Point(x: 0, y: 120))
  }
}
