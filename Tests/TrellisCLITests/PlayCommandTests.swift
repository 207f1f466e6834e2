import Foundation
import Testing
import TrellisSpec

/// The output line of an animated cell: its identity as in `trellis layout`, its change,
/// and its frame, alpha and zIndex before and after.
func cellAnimation(
  _ section: Int, _ item: Int, _ change: String, from: String, _ fromAlpha: String = "1",
  to: String, _ toAlpha: String = "1", zIndex: Int = 0
) -> String {
  "{\"element\": {\"category\": \"cell\", \"kind\": null, \"section\": \(section), "
    + "\"item\": \(item)}, \"change\": \"\(change)\", \"from\": {\"frame\": \(from), "
    + "\"alpha\": \(fromAlpha), \"zIndex\": \(zIndex)}, \"to\": {\"frame\": \(to), "
    + "\"alpha\": \(toAlpha), \"zIndex\": \(zIndex)}}"
}

/// The text of one step of `trellis play`.
func playStep(
  _ action: String, itemMap: String, sectionMap: String, contentOffset: String,
  visible: [String], animations: [String]
) -> String {
  func list(_ lines: [String]) -> String {
    lines.isEmpty
      ? "[]" : "[\n" + lines.map { "        " + $0 }.joined(separator: ",\n") + "\n      ]"
  }
  return "    {\n      \"action\": \"\(action)\",\n      \"itemMap\": \(itemMap),\n"
    + "      \"sectionMap\": \(sectionMap),\n      \"contentOffset\": \(contentOffset),\n"
    + "      \"visible\": \(list(visible)),\n      \"animations\": \(list(animations))\n    }"
}

/// The whole output of `trellis play` for the given steps.
func playOutput(_ steps: [String]) -> String {
  if steps.isEmpty { return "{\n  \"steps\": []\n}\n" }
  return "{\n  \"steps\": [\n" + steps.joined(separator: ",\n") + "\n  ]\n}\n"
}

@Suite("trellis play")
struct PlayCommandTests {
  /// Three 50-point items two to a line in a 120-point view: at (0, 0), (70, 0) and
  /// (0, 60).
  static let threeItems = #"{"viewport": {"width": 120}, "sections": [{"items": 3}], "actions": "#

  @Test("an insert at the front maps every old item one place on and fades the new one in")
  func insertAtFront() throws {
    let file = try TrellisExecutable.temporaryFile(
      Self.threeItems + #"[{"update": {"sections": [{"items": 4}], "insertItems": [[0, 0]]}}]}"#)
    let run = try TrellisExecutable.run(["play", file])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let step = playStep(
      "update", itemMap: #"{"0.0": "0.1", "0.1": "0.2", "0.2": "0.3"}"#,
      sectionMap: #"{"0": "0"}"#, contentOffset: "[0, 0]",
      visible: [
        cell(0, 0, "[0, 0, 50, 50]"), cell(0, 1, "[70, 0, 50, 50]"),
        cell(0, 2, "[0, 60, 50, 50]"), cell(0, 3, "[70, 60, 50, 50]"),
      ],
      animations: [
        cellAnimation(0, 0, "insert", from: "[0, 0, 50, 50]", "0", to: "[0, 0, 50, 50]"),
        cellAnimation(0, 1, "none", from: "[0, 0, 50, 50]", to: "[70, 0, 50, 50]"),
        cellAnimation(0, 2, "none", from: "[70, 0, 50, 50]", to: "[0, 60, 50, 50]"),
        cellAnimation(0, 3, "none", from: "[0, 60, 50, 50]", to: "[70, 60, 50, 50]"),
      ])
    #expect(run.stdout == playOutput([step]))
  }

  @Test("a delete and a scroll: the deleted item is null and fades out where it was")
  func deleteThenScroll() throws {
    let spec =
      Self.threeItems
        + #"""
        [{"update": {"sections": [{"items": 2}], "deleteItems": [[0, 1]]}},
         {"scroll": [0, -20]}]}
        """#
    let run = try TrellisExecutable.run(["play", "-"], stdin: spec)
    #expect(run.status == 0)
    let delete = playStep(
      "update", itemMap: #"{"0.0": "0.0", "0.1": null, "0.2": "0.1"}"#,
      sectionMap: #"{"0": "0"}"#, contentOffset: "[0, 0]",
      visible: [cell(0, 0, "[0, 0, 50, 50]"), cell(0, 1, "[70, 0, 50, 50]")],
      animations: [
        cellAnimation(0, 0, "none", from: "[0, 0, 50, 50]", to: "[0, 0, 50, 50]"),
        cellAnimation(0, 1, "none", from: "[0, 60, 50, 50]", to: "[70, 0, 50, 50]"),
        cellAnimation(0, 1, "delete", from: "[70, 0, 50, 50]", to: "[70, 0, 50, 50]", "0"),
      ])
    let scroll = playStep(
      "scroll", itemMap: #"{"0.0": "0.0", "0.1": "0.1"}"#, sectionMap: #"{"0": "0"}"#,
      contentOffset: "[0, -20]",
      visible: [cell(0, 0, "[0, 0, 50, 50]"), cell(0, 1, "[70, 0, 50, 50]")], animations: [])
    #expect(run.stdout == playOutput([delete, scroll]))
  }

  @Test("a spec without actions prints no steps; standard input reads like a file")
  func noActions() throws {
    let run = try TrellisExecutable.run(["play", "-"], stdin: #"{"sections": [{"items": 3}]}"#)
    #expect(run == .init(status: 0, stdout: playOutput([]), stderr: ""))
  }

  @Test("an index out of range names the action, the index and the counts, and prints nothing")
  func outOfRange() throws {
    let file = try TrellisExecutable.temporaryFile(
      Self.threeItems
        + #"""
        [{"scroll": [0, 10]},
         {"update": {"sections": [{"items": 2}], "deleteItems": [[0, 5]]}}]}
        """#)
    let run = try TrellisExecutable.run(["play", file])
    #expect(
      run
        == .refusal(
          "error: \(file): $.actions[1].update.deleteItems[0]: item 5 of section 0 is "
            + "out of range; the section has 3 items before the update\n"))
  }

  @Test("a batch that breaks UIKit's count rule names the action and the rule")
  func countRule() throws {
    let run = try TrellisExecutable.run(
      ["play", "-"], stdin: Self.threeItems + #"[{"update": {"sections": [{"items": 4}]}}]}"#)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "error: <stdin>: $.actions[0].update: invalid update: invalid number of items in "
          + "section 0"))
    #expect(run.stderr.hasSuffix("\n") && run.stderr.split(separator: "\n").count == 1)
  }

  @Test("a malformed action and a missing file exit with status 2")
  func badInput() throws {
    let malformed = try TrellisExecutable.run(
      ["play", "-"], stdin: Self.threeItems + #"[{"update": {"moveItems": [[0, 1]]}}]}"#)
    #expect(
      malformed
        == .refusal(
          "error: <stdin>: $.actions[0].update.moveItems[0][0]: expected "
            + "[section, item], got a number\n"))
    let missing = try TrellisExecutable.run(["play", "/nonexistent/spec.json"])
    #expect(
      missing
        == .refusal(
          "error: cannot read '/nonexistent/spec.json': no such file\n"))
  }

  @Test("the example of docs/spec.md prints what the documentation shows")
  func documentation() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/spec.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let section = try #require(
      text.components(separatedBy: "## `trellis play`\n").dropFirst().first?
        .components(separatedBy: "\n## ").first)
    let blocks = section.components(separatedBy: "```json\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    try #require(blocks.count == 2)
    let run = try TrellisExecutable.run(["play", "-"], stdin: blocks[0])
    #expect(run.status == 0)
    #expect(run.stdout == blocks[1])
  }

  @Test("trellis layout shows the data before the actions")
  func layoutIgnoresActions() throws {
    let run = try TrellisExecutable.run(
      ["layout", "-"],
      stdin: Self.threeItems
        + #"[{"update": {"sections": [{"items": 4}], "insertItems": [[0, 0]]}}]}"#
    )
    #expect(run.status == 0)
    #expect(
      run.stdout
        == layoutOutput(
          contentSize: "[120, 110]",
          [
            cell(0, 0, "[0, 0, 50, 50]"), cell(0, 1, "[70, 0, 50, 50]"),
            cell(0, 2, "[0, 60, 50, 50]"),
          ]))
  }
}

extension PlayCommandTests {
  @Test("steps too large to keep are played again and printed as they come, the same text")
  func streamedSteps() throws {
    // Two scrolls over 600,000 items map 1,200,000 items: past the steps kept in memory.
    let json =
      #"{"viewport": {"width": 100, "height": 100}, "sections": [{"items": 600000}], "#
      + #""actions": [{"scroll": [0, 50]}, {"scroll": [0, 100]}]}"#
    let spec = try TrellisExecutable.temporaryFile(json)
    let run = try TrellisExecutable.run(["play", spec])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let expected = PlaybackReport(try Playback(try Spec(json: json))).json
    #expect(run.stdout == expected)
    #expect(RenderTesting.count(of: "\"0.599999\": \"0.599999\"", in: run.stdout) == 2)
  }

  @Test("an action that cannot run after steps too large to keep prints nothing on stdout")
  func streamedStepsThenError() throws {
    let json =
      #"{"viewport": {"width": 100, "height": 100}, "sections": [{"items": 600000}], "#
      + #""actions": [{"scroll": [0, 50]}, {"scroll": [0, 100]}, "#
      + #"{"scrollTo": {"item": [0, 600000]}}]}"#
    let spec = try TrellisExecutable.temporaryFile(json)
    let run = try TrellisExecutable.run(["play", spec])
    #expect(
      run
        == .init(
          status: 2, stdout: "",
          stderr: "error: \(spec): $.actions[2].scrollTo.item: there is no item 600000 in "
            + "section 0\n"))
  }
}
