import PropertyBased
import Testing
import Trellis

/// Transitions between random flow and waterfall layouts of the same items: progress 0
/// is the old layout on screen, progress 1 the new one, the plan holds exactly the
/// elements visible in either, and the anchor keeps its place unless the offset is
/// clamped.
@Suite("Layout transitions: properties over random pairs of layouts")
struct LayoutTransitionPropertyTests {
  /// A layout prepared for `count` items, chosen by `seed`: a grid, a list or a
  /// waterfall of two to four columns.
  static func layout(_ seed: Int, count: Int, viewport: Viewport) throws -> any CollectionLayout {
    switch seed % 3 {
    case 0, 1:
      let layout = FlowLayout(
        configuration: flowConfiguration {
          $0.itemSize =
            seed % 3 == 0
            ? Size(width: Double(40 + seed % 80), height: Double(40 + seed % 60))
            : Size(width: viewport.size.width, height: Double(30 + seed % 40))
          $0.headerReferenceSize = Size(width: 0, height: Double(seed % 2 * 30))
        })
      try layout.prepare(
        for: viewport, dataSource: FlowContent(sections: [.init(itemCount: count)]))
      return layout
    default:
      var configuration = WaterfallLayout.Configuration()
      configuration.columnCount = 2 + seed % 3
      let layout = WaterfallLayout(configuration: configuration)
      var section = WaterfallContent.Section(itemCount: count)
      section.itemHeights = (0..<count).map { Double(30 + ($0 * 31 + seed) % 70) }
      try layout.prepare(for: viewport, dataSource: WaterfallContent(sections: [section]))
      return layout
    }
  }

  @Test("progress 0 is the old layout and 1 the new one, for random pairs of layouts")
  func randomPairs() async {
    await propertyCheck(
      count: 300,
      input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000), Gen.int(in: 0...400)
    ) { oldSeed, newSeed, count in
      do { try check(oldSeed, newSeed, count) } catch { Issue.record("\(error)") }
    }
  }

  private func check(_ oldSeed: Int, _ newSeed: Int, _ count: Int) throws {
    var viewport = Viewport(size: Size(width: 320, height: 480))
    let old = try Self.layout(oldSeed, count: count, viewport: viewport)
    viewport.contentOffset = Point(
      x: 0, y: Double(oldSeed % max(1, Int(old.contentSize.height - 480 + 1))))
    try old.updateViewport(viewport)
    let new = try Self.layout(newSeed, count: count, viewport: Viewport(size: viewport.size))
    try check(from: old, to: new)
  }

  private func check(from old: some CollectionLayout, to new: some CollectionLayout) throws {
    let before = old.viewport.contentOffset
    let transition = LayoutTransition(from: old, to: new)
    let after = new.viewport.contentOffset
    #expect(transition.contentOffset == after)
    let shift = Point(x: after.x - before.x, y: after.y - before.y)

    let oldVisible = old.elements(in: old.viewport.bounds)
    let newVisible = new.elements(in: new.viewport.bounds)
    let ids = transition.animation.elements.map(\.element)
    #expect(Set(ids) == Set(oldVisible.map(\.id)).union(newVisible.map(\.id)))
    #expect(ids.count == Set(ids).count)

    let start = Dictionary(
      uniqueKeysWithValues: transition.animation.attributes(at: 0).map { ($0.id, $0) })
    for attributes in oldVisible {
      var moved = attributes
      moved.frame.origin = Point(x: moved.frame.minX + shift.x, y: moved.frame.minY + shift.y)
      #expect(start[attributes.id] == moved)
    }
    let end = Dictionary(
      uniqueKeysWithValues: transition.animation.attributes(at: 1).map { ($0.id, $0) })
    for attributes in newVisible { #expect(end[attributes.id] == attributes) }

    if let anchor = transition.anchor, let was = old.attributes(for: .cell(anchor)),
      let now = new.attributes(for: .cell(anchor))
    {
      let wanted = before.y + now.frame.minY - was.frame.minY
      let last = max(0, new.contentSize.height - 480)
      if wanted >= 0 && wanted <= last {
        #expect(now.frame.minY - after.y == was.frame.minY - before.y)
      } else {
        #expect(after.y == min(max(wanted, 0), last))
      }
    }
  }
}
