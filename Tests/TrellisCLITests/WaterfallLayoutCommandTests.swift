import Testing

@Suite("trellis layout with a waterfall layout")
struct WaterfallLayoutCommandTests {
  /// Two sections at scale 2 in a 200-point-wide view.
  ///
  /// Section 0: room 200 - 10 - 10 = 180; columns (180 - 2 * 10) / 3 = 53.333…, floored
  /// at scale 2 to floor(106.67) / 2 = 53, at x 10, 10 + 53 + 10 = 73 and 73 + 63 = 136.
  /// Header 0..30; items start at 30 (no top inset). Each item goes to the column whose
  /// next item starts first (its end + 5, or 30 while empty), ties to the lowest index:
  ///
  /// - item 0 (40): starts 30, 30, 30 -> column 0, 30..70.
  /// - item 1 (20): 75, 30, 30 -> column 1, 30..50.
  /// - item 2 (30): 75, 55, 30 -> column 2, 30..60.
  /// - item 3 (25): 75, 55, 65 -> column 1, 55..80.
  /// - item 4, full span (10): below every column, max(75, 85, 65) = 85, 180 wide, 85..95.
  /// - item 5 (35): 100, 100, 100 -> column 0, 100..135.
  ///
  /// The section ends at 135 + the bottom inset 10 = 145.
  ///
  /// Section 1 starts at 145, has no header and its own inset [5, 0, 0, 0]: room 200,
  /// columns (200 - 10) / 2 = 95 at x 0 and 105. Sizes are scaled to the column and
  /// floored at scale 2: 75 * 95 / 100 = 71.25 -> 71; 40 * 95 / 30 = 126.67 -> 126.5.
  /// Both start at 145 + 5 = 150; the content ends at 150 + 126.5 = 276.5.
  private let spec = """
    {"viewport": {"width": 200, "scale": 2},
     "layout": {"type": "waterfall", "columnCount": 3, "minimumColumnSpacing": 10,
                "minimumInteritemSpacing": 5, "sectionInset": [0, 10, 10, 10],
                "headerHeight": 30},
     "sections": [
       {"itemHeights": [40, 20, 30, 25, 10, 35], "fullSpan": [4]},
       {"itemSizes": [[100, 75], [30, 40]], "columnCount": 2, "inset": [5, 0, 0, 0],
        "headerHeight": 0}
     ]}
    """

  @Test("prints every element: shortest column first, full-span items below every column")
  func smallSpec() throws {
    let run = try TrellisExecutable.run(["layout", try TrellisExecutable.temporaryFile(spec)])
    let expected = layoutOutput(
      contentSize: "[200, 276.5]",
      [
        header(0, "[0, 0, 200, 30]"),
        cell(0, 0, "[10, 30, 53, 40]"),
        cell(0, 1, "[73, 30, 53, 20]"),
        cell(0, 2, "[136, 30, 53, 30]"),
        cell(0, 3, "[73, 55, 53, 25]"),
        cell(0, 4, "[10, 85, 180, 10]"),
        cell(0, 5, "[10, 100, 53, 35]"),
        cell(1, 0, "[0, 150, 95, 71]"),
        cell(1, 1, "[105, 150, 95, 126.5]"),
      ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("--rect lists a section's items column by column, then its full-span items")
  func rect() throws {
    // y 60..90 crosses item 0 (30..70, column 0), item 3 (55..80, column 1) and the
    // full-span item 4 (85..95); item 2 (30..60) only touches it.
    let run = try TrellisExecutable.run([
      "layout", try TrellisExecutable.temporaryFile(spec), "--rect", "0,60,200,30",
    ])
    let expected = layoutOutput(
      contentSize: "[200, 276.5]",
      [
        cell(0, 0, "[10, 30, 53, 40]"), cell(0, 3, "[73, 55, 53, 25]"),
        cell(0, 4, "[10, 85, 180, 10]"),
      ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  // Width 100, 2 columns (100 - 10) / 2 = 45 at x 0 and 55; heights 40, 10, 10.
  // leftToRight: columns 0, 1, 0, so item 2 starts at 40 + 10 = 50 and ends at 60.
  // rightToLeft: columns 1, 0, 1, the same in mirror. shortestFirst puts item 2 in
  // column 1, which ends first, at 10 + 10 = 20; the content ends at 40.
  @Test(
    "the round-robin orders ignore the columns' lengths",
    arguments: [
      ("leftToRight", "[100, 60]", ["[0, 0, 45, 40]", "[55, 0, 45, 10]", "[0, 50, 45, 10]"]),
      ("rightToLeft", "[100, 60]", ["[55, 0, 45, 40]", "[0, 0, 45, 10]", "[55, 50, 45, 10]"]),
      ("shortestFirst", "[100, 40]", ["[0, 0, 45, 40]", "[55, 0, 45, 10]", "[55, 20, 45, 10]"]),
    ])
  func renderDirections(direction: String, contentSize: String, frames: [String]) throws {
    let run = try TrellisExecutable.run(
      ["layout", "-"],
      stdin: """
        {"viewport": {"width": 100},
         "layout": {"type": "waterfall", "itemRenderDirection": "\(direction)"},
         "sections": [{"itemHeights": [40, 10, 10]}]}
        """)
    let cells = frames.enumerated().map { item, frame in cell(0, item, frame) }
    #expect(run.stdout == layoutOutput(contentSize: contentSize, cells))
  }

  @Test("a bad waterfall value prints one error line naming its JSON path")
  func badSpec() throws {
    let path = try TrellisExecutable.temporaryFile(
      #"{"layout": {"type": "waterfall", "columnCount": 0}, "sections": []}"#)
    let run = try TrellisExecutable.run(["layout", path])
    #expect(
      run
        == .refusal(
          "error: \(path): $.layout.columnCount: must be at least 1, got 0\n"))
  }

  @Test("columns that leave no width are reported at their column count")
  func columnsWithoutWidth() throws {
    // 30 columns 10 apart need 29 * 10 = 290 points of spacing in a 200-point view.
    let run = try TrellisExecutable.run(
      ["layout", "-"],
      stdin: """
        {"viewport": {"width": 200}, "layout": {"type": "waterfall"},
         "sections": [{"items": 2}, {"items": 1, "columnCount": 30}]}
        """)
    #expect(
      run
        == .refusal(
          "error: <stdin>: $.sections[1].columnCount: the number of columns of section 1 "
            + "is 30; it must be at least 1 and leave every column a positive width\n"))
  }

  @Test("lays out the waterfall demo: two columns of item heights in a repeating pattern")
  func demo() throws {
    // Room 375 - 20 = 355: columns (355 - 10) / 2 = 172.5 at x 10 and 192.5. Header
    // 0..40; items from 40 + 10 = 50, 10 apart; heights 100, 220, 140, 260, 180 four
    // times. Column ends (0 | 1) as items go to the column whose next item starts first:
    //  0: 0 150 | 1: 1 270 | 2: 0 300 | 3: 1 540 | 4: 0 490 | 5: 0 600 | 6: 1 770
    //  7: 0 750 | 8: 0 1020 | 9: 1 960 | 10: 1 1070 | 11: 0 1250 | 12: 1 1220
    // 13: 1 1490 | 14: 0 1440 | 15: 0 1550 | 16: 1 1720 | 17: 0 1700 | 18: 0 1970
    // 19: 1 1910. The content ends at 1970 + the bottom inset 10 = 1980.
    let placements: [(column: Int, y: Int, height: Int)] = [
      (0, 50, 100), (1, 50, 220), (0, 160, 140), (1, 280, 260), (0, 310, 180),
      (0, 500, 100), (1, 550, 220), (0, 610, 140), (0, 760, 260), (1, 780, 180),
      (1, 970, 100), (0, 1030, 220), (1, 1080, 140), (1, 1230, 260), (0, 1260, 180),
      (0, 1450, 100), (1, 1500, 220), (0, 1560, 140), (0, 1710, 260), (1, 1730, 180),
    ]
    let x = ["10", "192.5"]
    let cells = placements.enumerated().map { item, placement in
      cell(0, item, "[\(x[placement.column]), \(placement.y), 172.5, \(placement.height)]")
    }
    let expected = layoutOutput(
      contentSize: "[375, 1980]", [header(0, "[0, 0, 375, 40]")] + cells)
    let run = try TrellisExecutable.run(["layout", TrellisExecutable.example("waterfall.json")])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }

  @Test("lays out the sections example: insets, a full-span item, scaled sizes, pinning")
  func sections() throws {
    // Width 320, scale 2, left to right. Section 0 (0..372): header slot 36 + 4 = 40,
    // items from 48 in 3 columns of (304 - 16) / 3 = 96 at x 8, 112, 216; heights 80,
    // 50, 120 at 48; the full-span item 3 at max(136, 106, 176) = 176..246, 304 wide;
    // then columns 0, 1, 2 again at 254; the longest ends at 344, + 8 = 352; footer
    // 352..372. Header 0 pins at 330, but its slot (36 + 4) and the footer (20) must
    // fit above the section's end: it is pushed up to 372 - (40 + 20) = 312.
    // Section 1 (372..860): 2 columns (288 - 8) / 2 = 140 at x 16 and 164, items from
    // 372 + 40 + 12 = 424; sizes scaled to 140 and floored at scale 2: 105, 186.5, 93,
    // 140, 210, going to columns 0, 1, 0, 1, 0: column 0 424, 537, 638 (..848), column 1
    // 424, 618.5; 848 + 12 = 860, no footer. Section 2 (860..1084): header 48 with
    // insets 4 above and below and 16 at the sides, so items start at 860 + 56 + 8 =
    // 924; five 60-point items, rows at 924 and 992; 1052 + 8 = 1060, then the footer
    // 4 below. Backgrounds cover the sections without their headers and footers, except
    // section 2's, which includes its header and is inset 4 at the sides.
    let expected = layoutOutput(
      contentSize: "[320, 1084]",
      [
        sectionBackground(0, "[0, 40, 320, 312]"),
        header(0, "[0, 312, 320, 36]", zIndex: 1024),
        cell(0, 0, "[8, 48, 96, 80]"), cell(0, 1, "[112, 48, 96, 50]"),
        cell(0, 2, "[216, 48, 96, 120]"), cell(0, 3, "[8, 176, 304, 70]"),
        cell(0, 4, "[8, 254, 96, 90]"), cell(0, 5, "[112, 254, 96, 40]"),
        cell(0, 6, "[216, 254, 96, 60]"),
        footer(0, "[0, 352, 320, 20]"),
        sectionBackground(1, "[0, 412, 320, 448]"),
        header(1, "[0, 372, 320, 36]", zIndex: 1024),
        cell(1, 0, "[16, 424, 140, 105]"), cell(1, 1, "[164, 424, 140, 186.5]"),
        cell(1, 2, "[16, 537, 140, 93]"), cell(1, 3, "[164, 618.5, 140, 140]"),
        cell(1, 4, "[16, 638, 140, 210]"),
        sectionBackground(2, "[4, 860, 312, 200]"),
        header(2, "[16, 864, 288, 48]", zIndex: 1024),
        cell(2, 0, "[8, 924, 96, 60]"), cell(2, 1, "[112, 924, 96, 60]"),
        cell(2, 2, "[216, 924, 96, 60]"), cell(2, 3, "[8, 992, 96, 60]"),
        cell(2, 4, "[112, 992, 96, 60]"),
        footer(2, "[0, 1064, 320, 20]"),
      ])
    let run = try TrellisExecutable.run([
      "layout", TrellisExecutable.example("waterfall-sections.json"),
    ])
    #expect(run == .init(status: 0, stdout: expected, stderr: ""))
  }
}
