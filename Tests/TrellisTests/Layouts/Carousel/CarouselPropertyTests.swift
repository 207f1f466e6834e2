import PropertyBased
import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// Properties of every carousel over random seeded ones. A failure names the seeds.
@Suite("Carousel: properties over random carousels")
struct CarouselPropertyTests {
  @Test("queries and hit testing agree with the drawn shapes: the carousel conforms")
  func conforms() async {
    await propertyCheck(count: 300, input: Gen.uint64(), Gen.uint64()) { seed, checkSeed in
      let layout: CarouselLayout
      do { layout = try CarouselCase(seed: seed).prepared() } catch {
        Issue.record("seed \(seed) does not prepare: \(error)")
        return
      }
      let violations = LayoutConformance(seed: checkSeed).violations(of: layout)
      #expect(violations.isEmpty, "seed \(seed): \(violations)")
    }
  }

  @Test("snapping rests on an item's center, or a page boundary, within the content")
  func snappingRests() async {
    await propertyCheck(count: 500, input: Gen.uint64(), Gen.uint64()) { seed, releaseSeed in
      let scenario = CarouselCase(seed: seed)
      guard let layout = try? scenario.prepared() else {
        Issue.record("seed \(seed) does not prepare")
        return
      }
      var rng = SplitMix64(seed: releaseSeed)
      let proposed = Point(x: rng.points(-2000...6000), y: rng.points(-2000...6000))
      let velocity = Point(x: rng.points(-4000...4000), y: rng.points(-4000...4000))
      let resting = layout.targetContentOffset(forProposed: proposed, velocity: velocity)
      let horizontal = scenario.configuration.scrollDirection == .horizontal
      let along = horizontal ? resting.x : resting.y
      let length = horizontal ? layout.viewport.size.width : layout.viewport.size.height
      let contentLength = horizontal ? layout.contentSize.width : layout.contentSize.height
      #expect((horizontal ? resting.y : resting.x) == (horizontal ? proposed.y : proposed.x))
      switch scenario.configuration.snapping {
      case .pages:
        // Pages count from the row's start: the right end of a mirrored row.
        let mirrored = horizontal && scenario.viewport.layoutDirection == .rightToLeft
        let leading = mirrored ? contentLength - length - along : along
        let last = max(contentLength - length, 0)
        let onPage = leading == last || (leading / length).rounded() * length == leading
        #expect(onPage && leading >= 0 && leading <= last, "seed \(seed): \(along)")
      case .items:
        guard scenario.itemCount > 0 else {
          #expect(resting == proposed)
          return
        }
        // Some item's center is at the viewport's center.
        let centers = layout.allElements().contains { attributes in
          let centering = layout.contentOffset(centering: attributes.indexPath)
          return centering.map { horizontal ? $0.x : $0.y } == along
        }
        #expect(centers, "seed \(seed): \(along)")
      case .none:
        #expect(resting == proposed)
      }
    }
  }

  @Test("in cards and cover flow, a nearer item never stacks below a farther one")
  func zIndexFollowsDistance() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      let scenario = CarouselCase(seed: seed)
      switch scenario.configuration.style {
      case .cards, .coverFlow: break
      case .deck, .custom: return
      }
      guard let layout = try? scenario.prepared() else { return }
      let horizontal = scenario.configuration.scrollDirection == .horizontal
      let current = horizontal ? layout.viewport.contentOffset.x : layout.viewport.contentOffset.y
      let all = layout.allElements()
      // An item's distance from the center is how far the content must move to center it.
      let distances = all.map { attributes in
        let centering = layout.contentOffset(centering: attributes.indexPath)!
        return abs((horizontal ? centering.x : centering.y) - current)
      }
      for i in all.indices {
        for j in all.indices where distances[i] < distances[j] {
          #expect(all[i].zIndex >= all[j].zIndex, "seed \(seed): \(i) and \(j)")
        }
      }
    }
  }

  @Test("a scroll step changes nothing but the offset: looks follow from it alone")
  func looksArePure() async {
    await propertyCheck(count: 200, input: Gen.uint64(), Gen.uint64()) { seed, offsetSeed in
      let scenario = CarouselCase(seed: seed)
      guard let scrolled = try? scenario.prepared() else { return }
      var rng = SplitMix64(seed: offsetSeed)
      var viewport = scenario.viewport
      for _ in 0..<3 {
        viewport.contentOffset = Point(x: rng.points(-300...4000), y: rng.points(-300...4000))
        _ = try? scrolled.updateViewport(viewport)
      }
      var fresh = scenario
      fresh.viewport = viewport
      guard let prepared = try? fresh.prepared() else { return }
      #expect(scrolled.allElements() == prepared.allElements(), "seed \(seed)")
    }
  }
}
