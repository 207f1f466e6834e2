import Foundation
import Testing

@Suite("trellis play: snapshots")
struct PlaySnapshotCommandTests {
  /// Plays, after `spec`'s start up to its `"actions": `, a snapshot that moves the last
  /// of three items first, checks that the step maps each item by its identifier, and
  /// returns the lines of the output.
  static func playReordering(
    _ spec: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let run = try TrellisExecutable.run(
      ["play", "-"],
      stdin: spec
        + #"[{"snapshot": {"sections": [{"id": "0", "items": ["0.2", "0.0", "0.1"]}]}}]}"#)
    #expect(run.status == 0, sourceLocation: sourceLocation)
    #expect(run.stderr == "", sourceLocation: sourceLocation)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    for line in [
      #"      "action": "snapshot","#,
      #"      "itemMap": {"0.0": "0.1", "0.1": "0.2", "0.2": "0.0"},"#,
      #"      "sectionMap": {"0": "0"},"#,
    ] {
      #expect(lines.contains(line), sourceLocation: sourceLocation)
    }
    return lines
  }

  @Test("a snapshot that moves the last item first maps items by identifier")
  func reorder() throws {
    let lines = try Self.playReordering(PlayCommandTests.threeItems)
    // Each item moves from its old place to its new one, whichever the diff calls a move.
    let moves = [
      (0, "[0, 60, 50, 50]", "[0, 0, 50, 50]"), (1, "[0, 0, 50, 50]", "[70, 0, 50, 50]"),
      (2, "[70, 0, 50, 50]", "[0, 60, 50, 50]"),
    ]
    for (item, from, to) in moves {
      #expect(
        lines.contains {
          $0.contains(#""section": 0, "item": \#(item)}"#)
            && $0.contains(#""from": {"frame": \#(from), "alpha": 1"#)
            && $0.contains(#""to": {"frame": \#(to), "alpha": 1"#)
        }, "item \(item)")
    }
  }

  @Test("an identifier used twice names its second use and exits with status 2")
  func duplicate() throws {
    let run = try TrellisExecutable.run(
      ["play", "-"],
      stdin: PlayCommandTests.threeItems
        + #"[{"snapshot": {"sections": [{"id": "0", "items": ["0.2", "0.2", "0.1"]}]}}]}"#)
    #expect(
      run
        == .refusal(
          #"error: <stdin>: $.actions[0].snapshot.sections[0].items[1]: the item "#
            + #"identifier "0.2" is used more than once; an item identifier names one item in "#
            + "the whole snapshot\n"))
  }
}

@Suite("trellis play: carousel snapshots and move paths")
struct PlayCarouselSnapshotCommandTests {
  /// A carousel of 100 × 200 items 20 apart in a 500 × 300 viewport.
  static let carousel =
    #"{"viewport": {"width": 500, "height": 300}, "layout": {"type": "carousel", "#
    + #""itemSize": [100, 200], "itemSpacing": 20}, "sections": [{"items": 3}], "actions": "#

  @Test("a carousel's snapshot plays: items follow their identifiers")
  func carouselSnapshot() throws {
    _ = try PlaySnapshotCommandTests.playReordering(Self.carousel)
  }

  @Test("a move path with a point beyond 10^12 is refused by its place, with status 2")
  func farMovePath() throws {
    let run = try TrellisExecutable.run(
      ["play", "-"],
      stdin: Self.carousel + #"[{"move": {"item": [0, 0], "path": [[1e308, 0]]}}]}"#)
    #expect(
      run
        == .refusal(
          "error: <stdin>: $.actions[0].move.path[0][0]: must be from -1000000000000 to "
            + "1000000000000, got 1e+308\n"))
  }
}
