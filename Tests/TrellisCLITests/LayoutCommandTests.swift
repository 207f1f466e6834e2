import Testing

@Suite("trellis layout")
struct LayoutCommandTests {
  // Three 50 x 50 items in a 120-point-wide view: floor((120 + 10) / (50 + 10)) = 2 per
  // line, gap (120 - 100) / 1 = 20; lines at y 0 and 60; height 50 + 10 + 50 = 110.
  private let tiny = #"{"viewport": {"width": 120}, "sections": [{"items": 3}]}"#

  @Test("prints the content size and every element, one per line")
  func tinySpec() throws {
    let run = try TrellisExecutable.run(["layout", try TrellisExecutable.temporaryFile(tiny)])
    #expect(
      run.stdout == """
        {
          "contentSize": [120, 110],
          "elements": [
            {"category": "cell", "kind": null, "section": 0, "item": 0, \
        "frame": [0, 0, 50, 50], "zIndex": 0, "alpha": 1, "hidden": false},
            {"category": "cell", "kind": null, "section": 0, "item": 1, \
        "frame": [70, 0, 50, 50], "zIndex": 0, "alpha": 1, "hidden": false},
            {"category": "cell", "kind": null, "section": 0, "item": 2, \
        "frame": [0, 60, 50, 50], "zIndex": 0, "alpha": 1, "hidden": false}
          ]
        }

        """)
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test("reads the spec from standard input when the path is -")
  func standardInput() throws {
    let run = try TrellisExecutable.run(["layout", "-"], stdin: tiny)
    let expected = layoutOutput(
      contentSize: "[120, 110]",
      [cell(0, 0, "[0, 0, 50, 50]"), cell(0, 1, "[70, 0, 50, 50]"), cell(0, 2, "[0, 60, 50, 50]")])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test(
    "--rect prints only the elements whose frames intersect it",
    arguments: [
      // x 60..160, y 0..40 reaches item 1 (x 70..120) only.
      (["--rect", "60,0,100,40"], [cell(0, 1, "[70, 0, 50, 50]")]),
      // Spaces are allowed; x -10..60, y -10..60 covers item 0 and touches item 2's top.
      (["--rect=-10, -10, 70, 70"], [cell(0, 0, "[0, 0, 50, 50]")]),
      // A negative x after a space, as --offset takes it.
      (["--rect", "-10,-10,70,70"], [cell(0, 0, "[0, 0, 50, 50]")]),
      // x 50..70 touches items 0 and 1 without overlapping either.
      (["--rect", "50,0,20,50"], []),
      // A rect around everything.
      (
        ["--rect", "0,0,120,110"],
        [
          cell(0, 0, "[0, 0, 50, 50]"), cell(0, 1, "[70, 0, 50, 50]"),
          cell(0, 2, "[0, 60, 50, 50]"),
        ]
      ),
    ])
  func rect(options: [String], elements: [String]) throws {
    let path = try TrellisExecutable.temporaryFile(tiny)
    let run = try TrellisExecutable.run(["layout", path] + options)
    #expect(
      run == .init(status: 0, stdout: layoutOutput(contentSize: "[120, 110]", elements), stderr: "")
    )
  }

  @Test("lays out the books-by-month demo")
  func books() throws {
    // Item width (375 - 5) / 3 and height 4/3 of it; floor(375 / 123.33) = 3 per line,
    // gap (375 - 370) / 2 = 2.5: x 0, 125.83 -> 126, 251.67 -> 251.5 at scale 2. Lines
    // are h + 2 apart; sections are 45 + lines * h + (lines - 1) * 2 tall: 542.33,
    // 209.44, 375.89.
    let size = "123.33333333333333, 164.44444444444446"
    let columns = ["0", "126", "251.5"]
    func line(_ section: Int, _ first: Int, _ count: Int, y: String) -> [String] {
      (0..<count).map { cell(section, first + $0, "[\(columns[$0]), \(y), \(size)]") }
    }
    let expected = layoutOutput(
      contentSize: "[375, 1127.6666666666667]",
      [header(0, "[0, 0, 375, 45]")] + line(0, 0, 3, y: "45") + line(0, 3, 3, y: "211.5")
        + line(0, 6, 1, y: "378") + [header(1, "[0, 542.5, 375, 45]")]
        + line(1, 0, 3, y: "587.5") + [header(2, "[0, 752, 375, 45]")]
        + line(2, 0, 3, y: "797") + line(2, 3, 1, y: "963"))
    let run = try TrellisExecutable.run(["layout", TrellisExecutable.example("books.json")])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("prints the App Store example's elements around the end of its first section")
  func appStoreRect() throws {
    // avail 375 - 40 = 335: floor(355 / 100) = 3 per line, gap (335 - 240) / 2 = 47.5:
    // x 20, 147.5, 275. Sections are 50 + 15 + 3 * 120 + 2 * 20 + 15 + 50 = 530 tall;
    // the rect's y range 500..600 holds section 0's footer (480) and section 1's header
    // (530) and first line (530 + 65).
    let run = try TrellisExecutable.run([
      "layout", TrellisExecutable.example("appstore.json"), "--rect", "0,500,375,100",
    ])
    let expected = layoutOutput(
      contentSize: "[375, 2120]",
      [
        footer(0, "[0, 480, 375, 50]"), header(1, "[0, 530, 375, 50]"),
        cell(1, 0, "[20, 595, 80, 120]"), cell(1, 1, "[147.5, 595, 80, 120]"),
        cell(1, 2, "[275, 595, 80, 120]"),
      ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("lays out the tag cloud with leading lines")
  func tags() throws {
    // avail 320 - 16 = 304. Greedy lines: 64 88 120 | 72 96 56 | 110 80 | 140 60, each
    // from x 8 with 8 between; lines 32 + 8 apart from 40 + 8.
    let lines: [(y: Int, items: [(x: Int, width: Int)])] = [
      (48, [(8, 64), (80, 88), (176, 120)]), (88, [(8, 72), (88, 96), (192, 56)]),
      (128, [(8, 110), (126, 80)]), (168, [(8, 140), (156, 60)]),
    ]
    var elements = [header(0, "[0, 0, 320, 40]")]
    for (y, items) in lines {
      for (x, width) in items {
        elements.append(cell(0, elements.count - 1, "[\(x), \(y), \(width), 32]"))
      }
    }
    let run = try TrellisExecutable.run(["layout", TrellisExecutable.example("tags.json")])
    #expect(
      run == .init(status: 0, stdout: layoutOutput(contentSize: "[320, 208]", elements), stderr: "")
    )
  }

  @Test("lays out the horizontal shelf in columns")
  func shelf() throws {
    // avail 300 - 20 = 280: floor(290 / 130) = 2 per column, gap 40: y 10, 170. Columns
    // from header 40 + inset 16, 100 + 10 apart; sections 40 + 16 + columns * 100 +
    // (columns - 1) * 10 + 16 wide: 392 and 282.
    let expected = layoutOutput(
      contentSize: "[674, 300]",
      [
        header(0, "[0, 0, 40, 300]"), cell(0, 0, "[56, 10, 100, 120]"),
        cell(0, 1, "[56, 170, 100, 120]"), cell(0, 2, "[166, 10, 100, 120]"),
        cell(0, 3, "[166, 170, 100, 120]"), cell(0, 4, "[276, 10, 100, 120]"),
        header(1, "[392, 0, 40, 300]"), cell(1, 0, "[448, 10, 100, 120]"),
        cell(1, 1, "[448, 170, 100, 120]"), cell(1, 2, "[558, 10, 100, 120]"),
      ])
    let run = try TrellisExecutable.run(["layout", TrellisExecutable.example("shelf.json")])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }
}
