import Testing

@Suite("trellis bench")
struct BenchCommandTests {
  @Test("a filter that matches no workload lists the workloads and exits with status 2")
  func unknownFilter() throws {
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "nothing"])
    #expect(
      run
        == .refusal(
          "error: --filter: no workload name starts with 'nothing'; the workloads are "
            + "flow-prepare, flow-query, waterfall-prepare, waterfall-query, waterfall-append, "
            + "pinned-scroll-step, visible-scroll-step, adapter-scroll-step, update-insert, "
            + "adapter-update-insert, animation-frame, move-step, move-slide-step, transition-frame, "
            + "section-change, flow-update-insert, safe-area-change, content-inset-change, "
            + "week-prepare, week-query, memory-per-item, "
            + "carousel-query-step, carousel-scroll-step, visible-refresh, reload-visible-one, "
            + "estimated-prepare, "
            + "measure-correction, measure-correction-burst, measure-correction-one-section, "
            + "measure-correction-long-scroll, adapter-preferred-size, "
            + "adapter-preferred-size-one-section, schedule-prepare, schedule-event-move-step, "
            + "schedule-event-update, event-move-step, week-event-update, "
            + "week-event-update-one-cluster, compositional-prepare, compositional-query, "
            + "compositional-orthogonal-step, compositional-section-scroll-step, "
            + "compositional-measure-correction, list-prepare, list-query, list-scroll-step, "
            + "snapshot-diff, snapshot-diff-strings, "
            + "snapshot-diff-shuffled, snapshot-build, identity-update-one-value, outline-expand\n")
    )
  }

  @Test("a workload compared with another runs it first, reporting it only where selected")
  func baselineRunsUnreported() throws {
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "visible-scroll-step"])
    #expect(run.status == 0)
    let rows = run.stdout.split(separator: "\n").dropFirst(2)
    #expect(rows.map { $0.prefix { $0 != " " } } == ["visible-scroll-step"])
    #expect(rows.last?.hasSuffix("x pinned-scroll-step") == true)
    let both = try TrellisExecutable.run(["bench", "--quick", "--filter", "CAROUSEL"])
    #expect(
      both.stdout.split(separator: "\n").dropFirst(2).map { $0.prefix { $0 != " " } } == [
        "carousel-query-step", "carousel-scroll-step",
      ])
  }

  @Test("a filter may name any workload the bench runs")
  func everyWorkloadFilters() throws {
    // The quick run of one workload that was once missing from the list of names.
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "update-insert"])
    #expect(run.status == 0)
    let row = try #require(run.stdout.split(separator: "\n").last)
    #expect(row.hasPrefix("update-insert"))
  }

  @Test("an update through the adapter is measured and compared with a flow prepare")
  func adapterUpdateInsert() throws {
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "adapter-update-insert"])
    #expect(run.status == 0)
    let row = try #require(run.stdout.split(separator: "\n").last)
    #expect(row.hasPrefix("adapter-update-insert"))
    #expect(row.hasSuffix("flow-prepare of the same items"))
  }

  @Test("a preferred size through the adapter is measured and compared with a full preparation")
  func adapterPreferredSize() throws {
    let run = try TrellisExecutable.run(
      ["bench", "--quick", "--filter", "adapter-preferred-size"])
    #expect(run.status == 0)
    let row = try #require(run.stdout.split(separator: "\n").last)
    #expect(row.hasPrefix("adapter-preferred-size"))
    #expect(row.hasSuffix("estimated-full-prepare"))
  }

  @Test("the adapter's scroll step is measured and compared with the layout's own")
  func adapterScrollStep() throws {
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "adapter-scroll-step"])
    #expect(run.status == 0)
    let row = try #require(run.stdout.split(separator: "\n").last)
    #expect(row.hasPrefix("adapter-scroll-step"))
    #expect(row.hasSuffix("x pinned-scroll-step"))
  }

  @Test("an update of one event is compared with a preparation, its allocations counted")
  func weekEventUpdate() throws {
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "week-event-update"])
    #expect(run.status == 0)
    let rows = run.stdout.split(separator: "\n").dropFirst(2)
    #expect(
      rows.map { $0.prefix { $0 != " " } } == [
        "week-event-update", "week-event-update-one-cluster",
      ])
    for row in rows {
      #expect(row.hasSuffix("x week-prepare of the same events"))
      #expect(row.contains(" ms "))
    }
    #expect(rows.first?.contains(" 10000 ") == true)
    #expect(rows.last?.contains(" 1000 ") == true)
    let json = try TrellisExecutable.run(
      ["bench", "--quick", "--json", "--filter", "week-event-update-one-cluster"])
    #expect(json.status == 0)
    #expect(json.stdout.contains(#""compared_with": "week-prepare of the same events", "ratio": "#))
  }

  @Test("the table's columns line up, the memory row's included")
  func table() throws {
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "memory-per-item"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    try #require(lines.count == 3)
    #expect(lines[0].hasPrefix("workload         n      median"))
    #expect(lines[1].allSatisfy { $0 == "-" })
    // Every column starts where its heading does.
    let headings = ["n", "median"]
    for heading in headings {
      let column = try #require(lines[0].range(of: " " + heading + " ")).lowerBound
      let offset = lines[0].distance(from: lines[0].startIndex, to: column) + 1
      let cell = lines[2].dropFirst(offset)
      #expect(lines[2].dropFirst(offset - 1).first == " ", "\(heading): \(lines[2])")
      #expect(cell.first != " ", "\(heading): \(lines[2])")
    }
    #expect(lines[2].contains(" bytes/item"))
  }

  @Test("the self-sizing workloads compare with fixed sizes and a full preparation")
  func selfSizing() throws {
    let run = try TrellisExecutable.run(["bench", "--quick", "--filter", "estimated-prepare"])
    #expect(run.status == 0)
    let rows = run.stdout.split(separator: "\n").dropFirst(2).map(String.init)
    #expect(rows.map { $0.prefix { $0 != " " } } == ["fixed-prepare", "estimated-prepare"])
    #expect(rows.last?.hasSuffix("x fixed-prepare") == true)
    let corrections = try TrellisExecutable.run(
      ["bench", "--quick", "--filter", "measure-correction"])
    let names = corrections.stdout.split(separator: "\n").dropFirst(2).map {
      $0.prefix { $0 != " " }
    }
    #expect(
      names == [
        "estimated-full-prepare", "measure-correction",
        "estimated-full-prepare", "measure-correction-burst",
        "estimated-full-prepare", "measure-correction-one-section",
        "estimated-full-prepare", "measure-correction-long-scroll",
      ])
    let burst = try TrellisExecutable.run(
      ["bench", "--quick", "--filter", "measure-correction-burst"])
    let burstRows = burst.stdout.split(separator: "\n").dropFirst(2).map(String.init)
    #expect(
      burstRows.map { $0.prefix { $0 != " " } }
        == ["estimated-full-prepare", "measure-correction-burst"])
    #expect(burstRows.last?.hasSuffix("x estimated-full-prepare") == true)
  }

  @Test("--list prints what each selected workload measures and its baseline, and runs none")
  func list() throws {
    let run = try TrellisExecutable.run(["bench", "--list", "--filter", "carousel"])
    #expect(
      run
        == .init(
          status: 0,
          stdout: """
            workload              measures                                            compared with
            ---------------------------------------------------------------------------------------------
            carousel-query-step   a scroll step of a cover-flow carousel of 1M items
            carousel-scroll-step  a cover-flow scroll step through a collection view  carousel-query-step

            """, stderr: ""))
    let json = try TrellisExecutable.run(
      ["bench", "--list", "--json", "--filter", "visible-scroll"])
    #expect(
      json.stdout == """
        [
          {"workload": "visible-scroll-step", "measures": "a scroll step through a collection \
        view, 1000 x 1000", "compared_with": "pinned-scroll-step"}
        ]

        """)
  }

  @Test("the help keeps its phrases whole")
  func help() throws {
    let run = try TrellisExecutable.run(["bench", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("(i * 37 mod 120)"))
    #expect(!run.stdout.contains("\na\n"))
  }
}
