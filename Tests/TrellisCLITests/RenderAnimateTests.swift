import Foundation
import Testing

@Suite("trellis render --animate")
struct RenderAnimateTests {
  /// The SVG documents of the frames of an HTML page, in order.
  private func frames(in html: String) -> [RenderedSVG] {
    html.components(separatedBy: "<figure>\n").dropFirst().compactMap { figure in
      figure.components(separatedBy: "<figcaption>").first.map { RenderedSVG($0) }
    }
  }

  /// A 120 × 100 view at offset 120 over 20 items, two to a line every 60 points: a scroll,
  /// then two items inserted at the front with the first visible item anchored.
  private let anchored = #"""
    {"viewport": {"width": 120, "height": 100, "contentOffset": [0, 120]},
     "sections": [{"items": 20}],
     "actions": [{"scroll": [0, 120]},
                 {"update": {"sections": [{"items": 22}], "insertItems": [[0, 0], [0, 1]],
                             "animation": {"anchor": "firstVisibleItem"}}}]}
    """#

  @Test("draws the step at 0, 25, 50, 75 and 100%, with the spec, on one page")
  func frames() throws {
    let file = try TrellisExecutable.temporaryFile(
      PlayCommandTests.threeItems
        + #"[{"update": {"sections": [{"items": 4}], "insertItems": [[0, 0]]}}]}"#)
    let run = try TrellisExecutable.run(["render", file, "--animate", "1"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let html = run.stdout
    let name = URL(fileURLWithPath: file).lastPathComponent
    #expect(html.contains("<title>\(name) · step 1</title>"))
    #expect(
      RenderTesting.captions(in: html) == [
        "step 1 · 0%", "step 1 · 25%", "step 1 · 50%", "step 1 · 75%", "step 1 · 100%",
      ])
    #expect(html.contains("1 inserted, 3 kept"))
    #expect(html.contains(try String(contentsOfFile: file, encoding: .utf8)))
    // Item 1 (old item 0) slides from x 0 to x 70; item 2 from (70, 0) to (0, 60), along
    // UIKit's ease-in-out curve, cubic-bezier(0.42, 0, 0.58, 1): 12.9162% of the way at
    // 25% of the time (9.041 of 70 points, 7.75 of 60), half at half, and by symmetry
    // 87.0838% at 75%.
    let drawn = frames(in: html)
    #expect(drawn.count == 5)
    let item1 = drawn.map { frame in frame.elements.first { $0.index == "0.1" }?.frame }
    #expect(item1.map { $0?[0] } == [0, 9.041, 35, 60.959, 70])
    let item2 = drawn.map { frame in frame.elements.first { $0.index == "0.2" }?.frame }
    #expect(
      item2.map { $0.map { [$0[0], $0[1]] } } == [
        [70, 0], [60.959, 7.75], [35, 30], [9.041, 52.25], [0, 60],
      ])
    #expect(drawn.allSatisfy { $0.elements.count == 4 })
  }

  @Test("the viewport moves from the offset before the update to the offset after it")
  func anchoredOffset() throws {
    let run = try TrellisExecutable.run(["render", "-", "--animate", "2"], stdin: anchored)
    #expect(run.status == 0)
    #expect(
      frames(in: run.stdout).map { $0.root["viewBox"] } == [
        "0 120 120 100", "0 135 120 100", "0 150 120 100", "0 165 120 100", "0 180 120 100",
      ])
    #expect(run.stdout.contains("<title>&lt;stdin&gt; · step 2</title>"))
    #expect(run.stdout.contains("The content offset goes from 0, 120 to 0, 180."))
  }

  @Test("writes the page to -o")
  func output() throws {
    let directory = try RenderTesting.temporaryDirectory()
    let path = directory.appendingPathComponent("step.html").path
    let run = try TrellisExecutable.run(
      ["render", "-", "--animate", "2", "-o", path], stdin: anchored)
    #expect(run == .init(status: 0, stdout: "", stderr: ""))
    let page = try String(contentsOfFile: path, encoding: .utf8)
    #expect(RenderTesting.count(of: "<figure>", in: page) == 5)
  }

  @Test(
    "bad steps and option combinations exit with status 2",
    arguments: [
      (["--animate", "0"], "error: --animate: steps are counted from 1, got 0\n"),
      (
        ["--animate", "3"],
        "error: --animate: there is no step 3; <stdin> has 2 actions, counted from 1\n"
      ),
      (
        ["--animate", "1"],
        "error: --animate: step 1 is a scroll, which does not animate; choose an update, a "
          + "snapshot, a move, a transition, an expand, a collapse or a swipe\n"
      ),
      (
        ["--animate", "2", "--frames", "0:10:5"],
        "error: --animate cannot be combined with --frames; each draws a film strip\n"
      ),
      (
        ["--animate", "2", "--offset", "0,0"],
        "error: --animate cannot be combined with --offset; the step's content offsets are "
          + "drawn\n"
      ),
      (
        ["--animate", "2", "--png", "-o", "/tmp/x.png"],
        "error: --png cannot be combined with --animate, which writes an HTML page\n"
      ),
    ])
  func badArguments(arguments: [String], message: String) throws {
    let run = try TrellisExecutable.run(["render", "-"] + arguments, stdin: anchored)
    #expect(run == .init(status: 2, stdout: "", stderr: message))
  }

  @Test("an action that cannot run is named by its path")
  func failingAction() throws {
    let run = try TrellisExecutable.run(
      ["render", "-", "--animate", "2"],
      stdin: PlayCommandTests.threeItems
        + #"[{"update": {"deleteSections": [3]}}, {"update": {}}]}"#)
    #expect(
      run
        == .refusal(
          "error: <stdin>: $.actions[0].update.deleteSections[0]: section 3 is out of "
            + "range; there is 1 section before the update\n"))
  }
}
