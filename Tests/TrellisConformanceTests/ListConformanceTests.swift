import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport
import TrellisTesting

/// What random lists keep besides the conformance kit, which
/// ``CompositionalConformanceTests`` runs over them too: every appearance and header and
/// footer mode, separators with random insets and handlers.
@Suite("List layout: separators of random lists")
struct ListConformanceTests {
  static let itemCounts = Gen.int(in: 0...30).array(of: 0...4)

  @Test("a row's separators go with the row through updates; backgrounds with the section")
  func anchoring() throws {
    let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
    let row = IndexPath(item: 3, section: 1)
    #expect(layout.anchoring(of: .decoration(.separator, row)) == .item)
    #expect(layout.anchoring(of: .decoration(.topSeparator, row)) == .item)
    #expect(
      layout.anchoring(of: .decoration(.sectionBackground, IndexPath(item: 0, section: 1)))
        == .section)
  }

  @Test("every row shows its separators inside its frame, one pixel thick")
  func separatorsInsideRows() async {
    await propertyCheck(count: 80, input: Self.itemCounts, Gen.uint64()) { counts, seed in
      let scenario = CompositionalCase.list(itemCounts: counts, seed: seed)
      let layout = try scenario.prepared()
      for attributes in layout.allElements() where attributes.id.category == .decoration {
        guard attributes.id.kind != .sectionBackground else { continue }
        let row = try #require(layout.attributes(for: .cell(attributes.id.indexPath))).frame
        let frame = attributes.frame
        // Both frames are rounded to pixels on their own: a pixel apart at most.
        let pixel = 1 / scenario.viewport.scale + 1e-9
        #expect(frame.height == 1 / scenario.viewport.scale, "\(scenario)")
        #expect(frame.minX >= row.minX - pixel && frame.maxX <= row.maxX + pixel, "\(scenario)")
        #expect(
          abs(frame.minY - row.minY) <= pixel || abs(frame.maxY - row.maxY) <= pixel,
          "\(scenario)")
      }
    }
  }
}
