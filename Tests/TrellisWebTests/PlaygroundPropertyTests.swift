import PropertyBased
import Testing
import Trellis
import TrellisSpec
import TrellisWeb

/// Random specs and random scripts of scrolls, inserts, deletes and shuffles on the
/// page's engine: after every step the page's model of the DOM shows exactly the
/// elements of the layout in the visible rect, each once and at its frame, and the
/// layout equals a fresh preparation of the data.
@Suite("Playground: properties over random specs and edits")
struct PlaygroundPropertyTests {
  /// A spec of a flow or waterfall layout with up to 4 sections, decoded from numbers.
  static func spec(_ choices: [Int]) -> String {
    let choice = { (index: Int) in choices.indices.contains(index) ? choices[index] : 0 }
    let sections = (0..<(1 + choice(0) % 4)).map { section in
      "{\"items\": \(choice(1 + section) % 60)}"
    }
    let pinned = choice(5) % 2 == 0 ? "true" : "false"
    let layout =
      choice(6) % 2 == 0
      ? """
      {"itemSize": [\(20 + choice(7) % 150), \(20 + choice(8) % 120)], \
      "headerReferenceSize": [0, \(choice(9) % 50)], \
      "sectionHeadersPinToVisibleBounds": \(pinned)}
      """
      : """
      {"type": "waterfall", "columnCount": \(1 + choice(7) % 4), \
      "itemHeight": \(20 + choice(8) % 200), "headerHeight": \(choice(9) % 50)}
      """
    return """
      {"viewport": {"width": \(200 + choice(10) % 300), "height": \(200 + choice(11) % 500)},
       "layout": \(layout), "sections": [\(sections.joined(separator: ", "))]}
      """
  }

  @Test("the page shows exactly the layout's elements in the visible rect after every step")
  func everyStep() async {
    await propertyCheck(
      count: 300, input: Gen.int(in: 0...10_000).array(of: 12...12),
      Gen.int(in: 0...100_000).array(of: 0...20)
    ) { choices, script in
      var playground = Playground()
      let json = Self.spec(choices)
      guard playground.load(json: json.utf8) else {
        Issue.record("refused \(json): \(String(decoding: playground.text, as: UTF8.self))")
        return
      }
      var model = PageModel()
      model.apply(playground.host.commands)
      for (index, step) in script.enumerated() {
        let counts = Self.itemCounts(playground)
        let section = counts.isEmpty ? 0 : step % counts.count
        switch step % 4 {
        case 0:
          let height = max(
            0, playground.contentSize.height - (playground.viewport?.size.height ?? 0))
          _ = playground.scroll(x: 0, y: Double(step / 4 % 1_000) / 1_000 * height)
        case 1:
          _ = playground.perform(
            .insert(IndexPath(item: step / 7 % (counts[section] + 1), section: section)))
        case 2 where counts[section] > 0:
          _ = playground.perform(
            .delete(IndexPath(item: step / 7 % counts[section], section: section)))
        default:
          playground.generator = SplitMix64(seed: UInt64(step))
          _ = playground.perform(.shuffle)
        }
        model.apply(playground.host.commands)
        playground.finishAnimation()
        model.apply(playground.host.commands)
        Self.expectShowsLayout(playground, model, "\(json) after step \(index), \(step)")
      }
    }
  }

  @Test("random drags keep every item once, follow the capacity rule and end as the layout")
  func drags() async {
    await propertyCheck(
      count: 200, input: Gen.int(in: 0...10_000).array(of: 12...12),
      Gen.int(in: 0...100_000).array(of: 1...12)
    ) { choices, script in
      var playground = Playground()
      let json = Self.spec(choices)
      guard playground.load(json: json.utf8) else { return }
      var model = PageModel()
      model.apply(playground.host.commands)
      let total = Self.itemCounts(playground).reduce(0, +)
      let capacity = choices[0] % 3 == 0 ? nil : 3 + choices[0] % 20
      for (index, step) in script.enumerated() {
        let before = Self.itemCounts(playground)
        let bounds = playground.viewport.map { Rect(origin: $0.contentOffset, size: $0.size) }
        guard let bounds, !before.allSatisfy({ $0 == 0 }) else { break }
        let point = { (seed: Int) in
          Point(
            x: bounds.origin.x + Double(seed % 997) / 997 * bounds.size.width,
            y: bounds.origin.y + Double(seed / 997 % 991) / 991 * bounds.size.height)
        }
        if playground.beginDrag(at: point(step), capacity: capacity) {
          model.apply(playground.host.commands)
          for move in 1...3 {
            _ = playground.drag(to: point(step / (move + 1) &* 7_919))
            model.apply(playground.host.commands)
          }
          if step % 5 == 0 { playground.cancelDrag() } else { playground.endDrag() }
          model.apply(playground.host.commands)
        }
        playground.finishAnimation()
        model.apply(playground.host.commands)
        let after = Self.itemCounts(playground)
        let context = "\(json) after drag \(index), \(step)"
        #expect(after.reduce(0, +) == total, "\(context)")
        if let capacity {
          for section in after.indices where after[section] > before[section] {
            #expect(after[section] <= capacity, "\(context): \(before) -> \(after)")
          }
        }
        let identities = playground.host.identities.flatMap { $0 }
        #expect(identities.sorted() == Array(0..<total), "\(context)")
        #expect(playground.host.identities.map(\.count) == after, "\(context)")
        Self.expectShowsLayout(playground, model, context)
      }
    }
  }

  static func itemCounts(_ playground: Playground) -> [Int] {
    if let session = playground.session(of: FlowContent.self) {
      return session.collection.itemCounts
    }
    if let session = playground.session(of: WaterfallContent.self) {
      return session.collection.itemCounts
    }
    if let session = playground.session(of: WeekCalendarContent.self) {
      return session.collection.itemCounts
    }
    return playground.session(of: CarouselContent.self)?.collection.itemCounts ?? []
  }

  static func expectShowsLayout(_ playground: Playground, _ model: PageModel, _ context: String) {
    let shown = model.shownFrames(kindNames: playground.host.kindNames)
    if let session = playground.session(of: FlowContent.self) {
      let collection = session.collection
      #expect(
        shown == PageModel.frames(of: collection.layout.elements(in: collection.visibleRect)),
        "\(context)")
      let fresh = FlowLayout(configuration: collection.layout.configuration)
      #expect(
        (try? fresh.prepare(for: collection.viewport, dataSource: collection.dataSource)) != nil)
      #expect(fresh.allElements() == collection.layout.allElements(), "\(context)")
    } else if let session = playground.session(of: WaterfallContent.self) {
      let collection = session.collection
      #expect(
        shown == PageModel.frames(of: collection.layout.elements(in: collection.visibleRect)),
        "\(context)")
      let fresh = WaterfallLayout(configuration: collection.layout.configuration)
      #expect(
        (try? fresh.prepare(for: collection.viewport, dataSource: collection.dataSource)) != nil)
      #expect(fresh.allElements() == collection.layout.allElements(), "\(context)")
    } else {
      Issue.record("a flow or waterfall spec made no such session: \(context)")
    }
    let identities = model.identities.values
    #expect(Set(identities).count == identities.count, "an identity is shown twice: \(context)")
  }
}
