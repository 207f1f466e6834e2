import Trellis
import TrellisSpec

/// Reads the input as a JSON spec, lays it out, reports it, plays its actions and runs a
/// collection view over it.
///
/// The reader must refuse a bad spec with an error of one short line. A spec that
/// passes a limit of ``LayoutLimits`` must be refused when the layout is made, at once;
/// a spec within the limits whose data is large is not laid out, so that each input
/// runs quickly (the limits themselves are tested by the test suite).
enum SpecTarget {
  /// The most elements a spec may have for the fuzzer to lay it out and compare every
  /// query with a brute-force filter.
  static let maximumWork = 3_000

  static func run(_ bytes: [UInt8]) {
    let spec: Spec
    do {
      spec = try Spec(json: bytes)
    } catch {
      let message = error.description
      Invariants.require(
        message.utf8.count < 1_000 && !message.contains("\n"),
        "an error message of \(message.utf8.count) bytes")
      return
    }
    var reader = ByteReader(bytes.reversed())
    switch work(of: spec) {
    case .beyondLimits:
      do {
        _ = try spec.makeLayout()
        Invariants.require(false, "a spec beyond the limits was laid out")
      } catch {
        Invariants.require(error.description.utf8.count < 1_000, "a long error message")
      }
    case .tooMuch:
      return
    case .small:
      guard let layout = try? spec.makeLayout() else { return }
      var output = DiscardingStream()
      LayoutReport.write(layout, to: &output)
      PlayTarget.play(spec)
      if let flow = layout.base as? FlowLayout, let flowSpec = spec.layout.as(FlowSpec.self) {
        Invariants.check(flow, &reader)
        CollectionTarget.drive(
          FlowLayout(configuration: flowSpec.configuration), flowSpec.content, spec.viewport,
          &reader, withCounts: flowContent, drag: CollectionTarget.drag)
      } else if let waterfall = layout.base as? WaterfallLayout,
        let waterfallSpec = spec.layout.as(WaterfallSpec.self)
      {
        Invariants.check(waterfall, &reader)
        CollectionTarget.drive(
          WaterfallLayout(configuration: waterfallSpec.configuration), waterfallSpec.content,
          spec.viewport, &reader, withCounts: waterfallContent, drag: CollectionTarget.drag)
      } else if let carousel = layout.base as? CarouselLayout,
        let carouselSpec = spec.layout.as(CarouselSpec.self)
      {
        Invariants.check(carousel, &reader)
        CollectionTarget.drive(
          CarouselLayout(configuration: carouselSpec.configuration), carouselSpec.content,
          spec.viewport, &reader, withCounts: { _, counts in CarouselContent(itemCounts: counts) })
      } else if let week = layout.base as? WeekCalendarLayout,
        let weekSpec = spec.layout.as(WeekSpec.self)
      {
        Invariants.check(week, &reader)
        CollectionTarget.drive(
          WeekCalendarLayout(configuration: weekSpec.configuration), weekSpec.content,
          spec.viewport, &reader,
          withCounts: { content, counts in
            WeekCalendarContent(events: Array(content.events.prefix(max(0, counts.first ?? 0))))
          })
      } else {
        // A kind this target does not drive a collection view of: its queries still
        // must equal brute force.
        Invariants.check(layout.base, &reader)
      }
    }
  }

  enum Work { case small, tooMuch, beyondLimits }

  /// How much a spec asks of a layout.
  static func work(of spec: Spec) -> Work {
    var budget = 0
    var beyond = false
    func count(_ value: Int, limit: Int) {
      if value > limit { beyond = true }
      budget = budget > Int.max - value ? Int.max : budget + value
    }
    if let flow = spec.layout.as(FlowSpec.self) {
      count(flow.content.sections.count, limit: LayoutLimits.maximumSectionCount)
      for section in flow.content.sections {
        count(section.itemCount, limit: LayoutLimits.maximumItemCount)
      }
      if budget - flow.content.sections.count > LayoutLimits.maximumElementCount { beyond = true }
    } else if let waterfall = spec.layout.as(WaterfallSpec.self) {
      count(waterfall.content.sections.count, limit: LayoutLimits.maximumSectionCount)
      var elements = 0
      for section in waterfall.content.sections {
        let columns = section.values.columnCount ?? waterfall.configuration.columnCount
        count(section.itemCount, limit: LayoutLimits.maximumItemCount)
        count(columns, limit: LayoutLimits.maximumColumnCount)
        elements = elements > Int.max / 2 ? Int.max / 2 : elements + section.itemCount + columns
      }
      if elements > LayoutLimits.maximumElementCount { beyond = true }
    } else if let week = spec.layout.as(WeekSpec.self) {
      count(week.content.events.count, limit: LayoutLimits.maximumItemCount)
      count(week.configuration.dayCount, limit: LayoutLimits.maximumDayCount)
    } else if let carousel = spec.layout.as(CarouselSpec.self) {
      count(carousel.content.itemCounts.count, limit: LayoutLimits.maximumSectionCount)
      for items in carousel.content.itemCounts {
        count(items, limit: LayoutLimits.maximumItemCount)
      }
    } else {
      // Another kind: its items, counted through its data source; whether counts beyond
      // the limits are refused is its own tests' business.
      let items = spec.layout.visit(ItemCount())
      return items <= maximumWork ? .small : .tooMuch
    }
    if beyond { return .beyondLimits }
    return budget <= maximumWork ? .small : .tooMuch
  }

  static func flowContent(_ content: FlowContent, _ counts: [Int]) -> FlowContent {
    let template = content.sections.first ?? .init(itemCount: 0)
    return FlowContent(
      sections: counts.map { count in
        var section = template
        section.itemCount = count
        section.itemSizes = nil
        return section
      })
  }

  static func waterfallContent(_ content: WaterfallContent, _ counts: [Int]) -> WaterfallContent {
    let template = content.sections.first ?? .init(itemCount: 0)
    return WaterfallContent(
      sections: counts.map { count in
        var section = template
        section.itemCount = count
        section.itemHeights = nil
        section.itemSizes = nil
        section.fullSpanItems = []
        return section
      })
  }
}

/// The number of items of a spec's data, of any kind, saturating at `Int.max`.
struct ItemCount: SpecLayoutVisitor {
  func visit<Kind: SpecLayout>(_ spec: Kind) -> Int {
    let data = spec.content
    guard data.numberOfSections <= SpecTarget.maximumWork else { return Int.max }
    var total = 0
    for section in 0..<max(0, data.numberOfSections) {
      let (sum, overflow) = total.addingReportingOverflow(
        max(0, data.numberOfItems(inSection: section)))
      if overflow || sum > SpecTarget.maximumWork { return Int.max }
      total = sum
    }
    return total
  }
}

/// A text stream that keeps only how much was written.
struct DiscardingStream: TextOutputStream {
  var byteCount = 0

  mutating func write(_ string: String) { byteCount += string.utf8.count }
}
