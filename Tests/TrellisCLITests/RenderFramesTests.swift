import Foundation
import Testing

@Suite("trellis render --frames")
struct RenderFramesTests {
  /// The SVG documents of the frames of an HTML page, in order.
  private func frames(in html: String) -> [RenderedSVG] {
    html.components(separatedBy: "<figure>\n").dropFirst().compactMap { figure in
      figure.components(separatedBy: "<figcaption>").first.map { RenderedSVG($0) }
    }
  }

  @Test("draws one frame per offset along a vertical layout's y axis, with the spec")
  func vertical() throws {
    let path = TrellisExecutable.example("books-pinned.json")
    let run = try TrellisExecutable.run(["render", path, "--frames", "0:600:200"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let html = run.stdout
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<title>books-pinned.json</title>"))
    #expect(RenderTesting.count(of: "<figure>", in: html) == 4)
    #expect(
      RenderTesting.captions(in: html) == [
        "offset 0, 0", "offset 0, 200", "offset 0, 400", "offset 0, 600",
      ])
    #expect(
      frames(in: html).map { $0.root["viewBox"] }
        == [0, 200, 400, 600].map {
          "0 \($0) 375 667"
        })
    // The spec's text is shown as it is; it holds no character that needs escaping.
    #expect(html.contains(try String(contentsOfFile: path, encoding: .utf8)))
    #expect(html.contains("4 frames of what the viewport shows, at content offsets from 0 to 600"))
  }

  @Test("scrolls the frames' layout: at 600, header 1 pins to the top")
  func pinnedFrame() throws {
    // At offset 600 section 0 (60..602.33) is nearly gone: header 0 is pushed up to
    // 557.5; header 1 pins at max(600, 602.33) -> 602.5.
    let run = try TrellisExecutable.run([
      "render", TrellisExecutable.example("books-pinned.json"), "--frames", "600:600:1",
    ])
    let frame = try #require(frames(in: run.stdout).first)
    let headers = frame.elements("supplementary").map { [$0.index, "\($0.frame[1])"] }
    #expect(headers == [["0.0", "557.5"], ["1.0", "602.5"], ["2.0", "812.0"]])
  }

  @Test("moves along x for a horizontal layout, accepting a negative start")
  func horizontal() throws {
    let path = TrellisExecutable.example("shelf.json")
    for arguments in [["--frames=-50:100:75"], ["--frames", "-50:100:75"]] {
      let run = try TrellisExecutable.run(["render", path] + arguments)
      #expect(run.status == 0, "\(arguments)")
      #expect(
        RenderTesting.captions(in: run.stdout) == [
          "offset -50, 0", "offset 25, 0", "offset 100, 0",
        ])
      #expect(
        frames(in: run.stdout).map { $0.root["viewBox"] } == [
          "-50 0 375 300", "25 0 375 300", "100 0 375 300",
        ])
    }
  }

  @Test("keeps --offset's coordinate across the scroll axis and honors --whole")
  func crossOffsetAndWhole() throws {
    let run = try TrellisExecutable.run([
      "render", TrellisExecutable.example("tags.json"), "--frames", "0:20:10",
      "--offset", "5,999", "--whole",
    ])
    #expect(
      RenderTesting.captions(in: run.stdout) == [
        "offset 5, 0", "offset 5, 10", "offset 5, 20",
      ])
    #expect(
      frames(in: run.stdout).map { $0.rectangles["viewport"] } == [
        [5, 0, 320, 568], [5, 10, 320, 568], [5, 20, 320, 568],
      ])
  }

  @Test("includes the last offset when a whole number of steps reaches it")
  func inclusiveRange() throws {
    let path = TrellisExecutable.example("tags.json")
    let reached = try TrellisExecutable.run(["render", path, "--frames", "0:1:0.1"])
    #expect(RenderTesting.count(of: "<figure>", in: reached.stdout) == 11)
    let short = try TrellisExecutable.run(["render", path, "--frames", "0:25:10"])
    #expect(
      RenderTesting.captions(in: short.stdout) == ["offset 0, 0", "offset 0, 10", "offset 0, 20"])
  }
}
