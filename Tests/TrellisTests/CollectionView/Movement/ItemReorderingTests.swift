import PropertyBased
import Testing
import Trellis

@Suite("Item reordering: the order of the items while one is dragged")
struct ItemReorderingTests {
  static func ip(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test("within a section the items between the two places shift by one")
  func withinSection() {
    let reordering = ItemReordering(source: Self.ip(1, 0), destination: Self.ip(3, 0))
    // Data a b c d e shows as a c d b e.
    let shown = (0..<5).map { reordering.sourceIndexPath(forPresented: Self.ip($0, 0)).item }
    #expect(shown == [0, 2, 3, 1, 4])
    #expect(reordering.numberOfItems(inSection: 0, dataCount: 5) == 5)
    #expect(reordering.sectionsChanged(from: reordering) == [0])
  }

  @Test("across sections the source has one item less and the destination one more")
  func acrossSections() {
    let reordering = ItemReordering(source: Self.ip(0, 2), destination: Self.ip(1, 0))
    #expect(reordering.numberOfItems(inSection: 2, dataCount: 3) == 2)
    #expect(reordering.numberOfItems(inSection: 0, dataCount: 3) == 4)
    #expect(reordering.numberOfItems(inSection: 1, dataCount: 3) == 3)
    #expect(reordering.sourceIndexPath(forPresented: Self.ip(1, 0)) == Self.ip(0, 2))
    #expect(reordering.sourceIndexPath(forPresented: Self.ip(2, 0)) == Self.ip(1, 0))
    #expect(reordering.sourceIndexPath(forPresented: Self.ip(0, 2)) == Self.ip(1, 2))
    // From the data's own order, only sections 0 and 2 change; to another place in
    // section 1, sections 0, 1 and 2.
    let identity = ItemReordering(source: Self.ip(0, 2), destination: Self.ip(0, 2))
    #expect(reordering.sectionsChanged(from: identity) == [0, 2])
    let next = ItemReordering(source: Self.ip(0, 2), destination: Self.ip(0, 1))
    #expect(next.sectionsChanged(from: reordering) == [0, 1, 2])
  }

  @Test("presented and source index paths are inverse bijections")
  func inverse() async {
    await propertyCheck(
      input: Gen.int(in: 0...5).array(of: 1...5), Gen.int(in: 0...1_000), Gen.int(in: 0...1_000)
    ) { counts, a, b in
      guard let section = counts.indices.first(where: { counts[$0] > 0 }) else { return }
      let source = IndexPath(item: a % counts[section], section: section)
      let target = b % counts.count
      let limit = target == section ? counts[target] : counts[target] + 1
      let reordering = ItemReordering(
        source: source, destination: IndexPath(item: (a + b) % limit, section: target))
      var seen: Set<IndexPath> = []
      for s in counts.indices {
        for item in 0..<reordering.numberOfItems(inSection: s, dataCount: counts[s]) {
          let presented = IndexPath(item: item, section: s)
          let data = reordering.sourceIndexPath(forPresented: presented)
          #expect(data.item >= 0 && data.item < counts[data.section])
          #expect(reordering.presentedIndexPath(forSource: data) == presented)
          seen.insert(data)
        }
      }
      #expect(seen.count == counts.reduce(0, +))
    }
  }
}
