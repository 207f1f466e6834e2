import Testing
import Trellis
import TrellisConformance

/// The kit itself: it finds nothing wrong with a correct layout, and each deliberate
/// mistake of a broken one is reported as the violation that names it.
@Suite("Conformance kit: catches broken layouts")
struct BrokenLayoutTests {
  static func violations(_ fault: ShelfLayout.Fault, itemCount: Int = 10) -> [ConformanceViolation]
  {
    let layout = ShelfLayout(fault: fault)
    layout.prepare(for: Viewport(size: Size(width: 160, height: 100)), itemCount: itemCount)
    return LayoutConformance(seed: 1).violations(of: layout)
  }

  @Test("a correct layout has no violations, for every item count and seed")
  func correctLayout() {
    for itemCount in 0..<12 {
      for seed: UInt64 in 0..<20 {
        let layout = ShelfLayout()
        layout.prepare(for: Viewport(size: Size(width: 160, height: 100)), itemCount: itemCount)
        let violations = LayoutConformance(seed: seed, checksQueryOrder: true).violations(
          of: layout)
        #expect(violations.isEmpty, "\(itemCount) items, seed \(seed): \(violations)")
      }
    }
  }

  @Test("a query that drops an element is reported, naming the element and the rect")
  func droppedElement() throws {
    let violations = Self.violations(.queryDropsLastItem)
    let last = ElementID.cell(IndexPath(item: 9, section: 0))
    #expect(!violations.isEmpty)
    #expect(violations.allSatisfy { $0.element == last })
    let missing = try #require(
      violations.first {
        if case .missingFromQuery = $0.kind { true } else { false }
      })
    guard case .missingFromQuery(let rect) = missing.kind else { return }
    #expect(missing.attributes?.frame.intersects(rect) == true)
    #expect(missing.description.contains("cell 0.9"))
    #expect(missing.description.contains("\(rect)"))
    #expect(missing.description.contains("did not report it"))
  }

  @Test(
    "each kind of mistake is reported as its own violation",
    arguments: [
      (ShelfLayout.Fault.queryReportsHeaderEverywhere, "which does not intersect it"),
      (.queryRepeatsFirstItem, "more than once"),
      (.queryChangesAttributes, "alpha: 0.5"),
      (.lookupMissesHeader, "attributes(for:) answers nil for supplementary header 0.0"),
      (.lookupInventsItem, "which the layout does not have"),
      (.nanFrame, "has a frame that is not finite"),
      (.duplicateElements, "is reported more than once by forEachElement(_:)"),
      (.hitTestOffByOne, "indexPathForItem(at:"),
    ])
  func eachFault(fault: ShelfLayout.Fault, phrase: String) {
    let violations = Self.violations(fault)
    #expect(violations.contains { $0.description.contains(phrase) }, "\(violations)")
  }

  @Test("an update that ignores the new data differs from a fresh preparation")
  func wrongUpdate() {
    let layout = ShelfLayout(fault: .updateIgnoresData)
    layout.prepare(for: Viewport(size: Size(width: 160, height: 100)), itemCount: 6)
    let violations = LayoutConformance().violations(
      updating: layout, to: Shelf(itemCount: 9), through: .everything(sectionCount: 1),
      comparedWith: ShelfLayout())
    #expect(
      violations.contains {
        $0.kind == .missingAfterUpdate && $0.element == .cell(IndexPath(item: 8, section: 0))
      })
    #expect(
      violations.contains {
        $0.kind
          == .contentSizeDiffersAfterUpdate(
            updated: Size(width: 160, height: 120), prepared: Size(width: 160, height: 160))
      })
  }

  @Test("a correct update has no violations, and removed elements may disappear")
  func correctUpdate() {
    for (old, new) in [(6, 9), (9, 2), (0, 5), (5, 0)] {
      let layout = ShelfLayout()
      layout.prepare(for: Viewport(size: Size(width: 160, height: 100)), itemCount: old)
      let violations = LayoutConformance().violations(
        updating: layout, to: Shelf(itemCount: new), through: .everything(sectionCount: 1),
        comparedWith: ShelfLayout())
      #expect(violations.isEmpty, "\(old) to \(new): \(violations)")
    }
  }

  @Test("a transition shows the old layout at its start, unless an element appears opaque")
  func transition() {
    for fault in [ShelfLayout.Fault.none, .appearsOpaque] {
      let old = ShelfLayout()
      old.prepare(for: Viewport(size: Size(width: 160, height: 400)), itemCount: 4)
      let new = ShelfLayout(fault: fault)
      new.prepare(for: Viewport(size: Size(width: 160, height: 400)), itemCount: 8)
      let violations = LayoutConformance().violations(transitioningFrom: old, to: new)
      if fault == .none {
        #expect(violations.isEmpty, "\(violations)")
      } else {
        let appearing = (4..<8).map { ElementID.cell(IndexPath(item: $0, section: 0)) }
        #expect(Set(violations.compactMap(\.element)) == Set(appearing), "\(violations)")
        #expect(violations.allSatisfy { $0.description.contains("at progress 0.0") })
      }
    }
  }
}
