import Testing
import Trellis
import TrellisSpec

@Suite("Playing self-sizing waterfall items")
struct WaterfallSelfSizingPlaybackTests {
  /// Ten items estimated 150 × 100 in two 150-point columns with nothing between them,
  /// in a 300 × 300 viewport: item *i* starts in column *i* mod 2 at 100 (*i* / 2), and
  /// the content is 500 tall.
  private let photos = #"""
    {"layout": {"type": "waterfall", "columnCount": 2, "minimumColumnSpacing": 0,
                "minimumInteritemSpacing": 0, "estimatedItemSize": [150, 100]},
     "viewport": {"width": 300, "height": 300}, "sections": [{"items": 10}], "actions": 
    """#

  private func frame(of item: Int, in step: PlaybackStep) -> Rect? {
    step.visible.first { $0.id == .cell(IndexPath(item: item, section: 0)) }?.frame
  }

  @Test("the layout starts at the estimates, scaled to the column width")
  func estimates() throws {
    let spec = try Spec(json: photos + "[]}")
    guard let waterfall = spec.layout.as(WaterfallSpec.self) else {
      Issue.record("not a waterfall layout")
      return
    }
    #expect(waterfall.estimatedItemSize == Size(width: 150, height: 100))
    let layout = try spec.makeLayout()
    #expect(layout.contentSize == Size(width: 300, height: 500))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 7, section: 0)))?.frame
        == Rect(x: 150, y: 300, width: 150, height: 100))

    let wide = try Spec(
      json: photos.replacingOccurrences(of: "[150, 100]", with: "[300, 100]") + "[]}")
    #expect(try wide.makeLayout().contentSize == Size(width: 300, height: 250))
  }

  @Test("a taller item keeps the first visible item still and moves the items after it")
  func measureFirstVisible() throws {
    let steps = try play(
      photos + #"[{"scroll": [0, 200]}, {"measure": {"sizes": {"0.4": [150, 160]}}}]}"#)
    // Item 4 grows by 60 in column 0; the shortest column then takes each later item:
    // 6 goes to column 1 at 300, 7 to column 0 at 360, 8 to column 1 at 400, 9 to
    // column 0 at 460. Item 4, the first visible, stays at the top of the bounds.
    #expect(steps[1].contentOffset == Point(x: 0, y: 200))
    #expect(steps[1].contentSize == Size(width: 300, height: 560))
    #expect(frame(of: 4, in: steps[1]) == Rect(x: 0, y: 200, width: 150, height: 160))
    #expect(frame(of: 6, in: steps[1]) == Rect(x: 150, y: 300, width: 150, height: 100))
    #expect(frame(of: 7, in: steps[1]) == Rect(x: 0, y: 360, width: 150, height: 100))
    #expect(frame(of: 9, in: steps[1]) == Rect(x: 0, y: 460, width: 150, height: 100))
    #expect(
      steps[1].anchor
        == PlaybackStep.Anchor(
          item: IndexPath(item: 4, section: 0),
          frameBefore: Rect(x: 0, y: 0, width: 150, height: 100),
          frame: Rect(x: 0, y: 0, width: 150, height: 160)))
  }

  @Test("anchored at the bottom, the last visible item keeps its bottom edge on screen")
  func measureLastVisible() throws {
    let steps = try play(
      photos + #"""
        [{"scroll": [0, 200]},
         {"measure": {"sizes": {"0.4": [150, 160]}, "anchor": "lastVisibleItem"}}]}
        """#)
    // Item 9 ends at 500, the bottom of the bounds; it moves to column 0 and ends at
    // 560, so the offset moves by 60, to the end of the 560-point content.
    #expect(steps[1].contentOffset == Point(x: 0, y: 260))
    #expect(
      steps[1].anchor
        == PlaybackStep.Anchor(
          item: IndexPath(item: 9, section: 0),
          frameBefore: Rect(x: 150, y: 200, width: 150, height: 100),
          frame: Rect(x: 0, y: 200, width: 150, height: 100)))
  }

  @Test("an estimated size is a size: negative extents are refused at their path")
  func badEstimate() {
    #expect(
      playError(photos.replacingOccurrences(of: "[150, 100]", with: "[150, -1]") + "[]}")
        == "$.layout.estimatedItemSize[1]: height must not be negative, got -1")
  }
}
