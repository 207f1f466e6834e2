import Testing
import Trellis
import TrellisConformance
import TrellisTestSupport

/// Properties every flow layout must have, checked on a few thousand random but seeded
/// configurations: both scroll directions, every alignment, right to left, scales 1, 2
/// and 3, insets of every kind, empty and uniform sections. Sizes, spacings and insets
/// are whole points, so that rounding to any of these scales keeps neighbors apart: the
/// only tolerance is for thirds of a point, which binary floating point cannot hold
/// exactly. A failure message names the seed that rebuilds the case:
/// `FlowScenario(seed:)`.
@Suite("Flow layout: properties over random configurations")
struct FlowPropertyTests {
  static let seeds: Range<UInt64> = 0..<2_000

  @Test("elements never overlap one another")
  func noOverlap() throws {
    for seed in Self.seeds {
      let scenario = FlowScenario(seed: seed)
      let layout = try scenario.preparedLayout()
      if let (a, b) = overlappingPair(in: layout.allElements()) {
        Issue.record("seed \(seed): \(a.id) at \(a.frame) overlaps \(b.id) at \(b.frame)")
      }
    }
  }

  @Test("every element lies within the content when items fit across")
  func withinContent() throws {
    var checked = 0
    for seed in Self.seeds {
      let scenario = FlowScenario(seed: seed)
      guard scenario.itemsFitAcross else { continue }
      checked += 1
      let layout = try scenario.preparedLayout()
      let content = Rect(origin: .zero, size: layout.contentSize)
        .inset(by: EdgeInsets(all: -slack))
      for element in layout.allElements() where !content.contains(element.frame) {
        Issue.record("seed \(seed): \(element.id) at \(element.frame) is outside \(content)")
      }
    }
    #expect(checked > Self.seeds.count / 2)
  }

  @Test("the layout conforms, and elements in a rect come in the order of all elements")
  func conforms() throws {
    for seed in Self.seeds.prefix(600) {
      let layout = try FlowScenario(seed: seed).preparedLayout()
      let violations = LayoutConformance(seed: seed, checksQueryOrder: true).violations(
        of: layout)
      #expect(violations.isEmpty, "seed \(seed): \(violations)")
    }
  }

  @Test("preparing again gives identical results, on the same or on a reused layout")
  func preparingIsRepeatable() throws {
    for seed in Self.seeds {
      let scenario = FlowScenario(seed: seed)
      let layout = try scenario.preparedLayout()
      let first = layout.allElements()
      let size = layout.contentSize
      try layout.prepare(for: scenario.viewport, dataSource: scenario.content)
      #expect(layout.allElements() == first, "seed \(seed)")
      #expect(layout.contentSize == size, "seed \(seed)")

      // A layout that held another scenario's state ends up the same.
      let other = FlowScenario(seed: seed &+ 1_000_003)
      let reused = FlowLayout(configuration: other.configuration)
      try reused.prepare(for: other.viewport, dataSource: other.content)
      reused.configuration = scenario.configuration
      try reused.prepare(for: scenario.viewport, dataSource: scenario.content)
      #expect(reused.allElements() == first, "seed \(seed)")
      #expect(reused.contentSize == size, "seed \(seed)")
    }
  }

  @Test("every item, and headers and footers exactly where they have a length, exist")
  func attributesAgree() throws {
    for seed in Self.seeds {
      let scenario = FlowScenario(seed: seed)
      let layout = try scenario.preparedLayout()
      let all = layout.allElements()
      #expect(all.filter { $0.id.category == .cell }.count == scenario.itemCount, "seed \(seed)")
      for (section, content) in scenario.content.sections.enumerated() {
        let header = ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: section))
        let footer = ElementID.supplementary(.sectionFooter, IndexPath(item: 0, section: section))
        #expect(
          (layout.attributes(for: header) != nil) == (scenario.headerLength(section: section) > 0),
          "seed \(seed)")
        #expect(
          (layout.attributes(for: footer) != nil) == (scenario.footerLength(section: section) > 0),
          "seed \(seed)")
        let past = ElementID.cell(IndexPath(item: content.itemCount, section: section))
        #expect(layout.attributes(for: past) == nil, "seed \(seed)")
      }
      let sectionPast = ElementID.cell(IndexPath(item: 0, section: scenario.content.sections.count))
      #expect(layout.attributes(for: sectionPast) == nil, "seed \(seed)")
    }
  }

  @Test("a horizontal layout, behaviors included, is the transposed input's vertical one")
  func horizontalIsTransposedVertical() throws {
    var options = FlowScenario.Options()
    options.directions = [.horizontal]
    options.layoutDirections = [.leftToRight]
    var rng = SplitMix64(seed: 0x7A05)
    for seed in Self.seeds {
      var horizontal = FlowScenario(seed: seed, options: options)
      horizontal.configuration.behaviors = randomBehaviors(using: &rng)
      let vertical = horizontal.transposed
      let h = try horizontal.preparedLayout()
      let v = try vertical.preparedLayout()
      let transposed = v.allElements().map { element in
        var element = element
        element.frame = element.frame.transposed
        return element
      }
      #expect(h.allElements() == transposed, "seed \(seed)")
      #expect(h.contentSize == v.contentSize.transposed, "seed \(seed)")
    }
  }

  @Test("a right-to-left layout mirrors the left-to-right one within the content width")
  func rightToLeftMirrors() throws {
    var options = FlowScenario.Options()
    options.layoutDirections = [.leftToRight]
    var rng = SplitMix64(seed: 0x4715)
    for seed in Self.seeds {
      var scenario = FlowScenario(seed: seed, options: options)
      // Pinning moves elements along y only, so vertical layouts may pin as they like.
      if scenario.configuration.scrollDirection == .vertical {
        scenario.configuration.behaviors = randomBehaviors(using: &rng)
      }
      var mirrored = scenario
      mirrored.viewport.layoutDirection = .rightToLeft
      let ltr = try scenario.preparedLayout()
      let rtl = try mirrored.preparedLayout()
      #expect(rtl.contentSize == ltr.contentSize, "seed \(seed)")
      let width = ltr.contentSize.width
      // Rounding happens after mirroring, so a half-pixel tie may land one pixel off the
      // exact mirror image (see FlowRightToLeftTests); everything else is exact.
      let pixel = 1 / scenario.viewport.scale
      for (left, right) in zip(ltr.allElements(), rtl.allElements()) {
        let mirrorX = width - left.frame.minX - left.frame.width
        let agrees =
          left.id == right.id && left.frame.size == right.frame.size
          && left.frame.minY == right.frame.minY && left.zIndex == right.zIndex
          && abs(right.frame.minX - mirrorX) <= pixel + 1e-9
        if !agrees {
          Issue.record("seed \(seed): \(left.id) at \(left.frame) became \(right.frame)")
        }
      }
      #expect(ltr.allElements().count == rtl.allElements().count, "seed \(seed)")
    }
  }
  @Test("with pinning, collection supplementaries and backgrounds, the layout conforms")
  func conformsWithBehaviors() throws {
    var rng = SplitMix64(seed: 0xBE4A)
    for seed in Self.seeds.prefix(400) {
      var scenario = FlowScenario(seed: seed)
      scenario.configuration.behaviors = randomBehaviors(using: &rng)
      let layout = try scenario.preparedLayout()
      // Pinned headers of earlier sections come after the sections the rect reaches, so
      // the order is not checked.
      let violations = LayoutConformance(seed: seed).violations(of: layout)
      #expect(
        violations.isEmpty,
        "seed \(seed), behaviors \(scenario.configuration.behaviors): \(violations)")
    }
  }
}

// MARK: - Helpers

/// How far apart two coordinates may be and still count as the same: origins rounded to
/// thirds of a point are not exact in binary, so `x + width` of one item may exceed the
/// next item's `x` by a unit in the last place. A real overlap is at least a pixel.
private let slack = 1e-9

/// Two elements whose frames overlap by more than ``slack``, if there are any, found by
/// sweeping along x.
private func overlappingPair(in elements: [LayoutAttributes])
  -> (LayoutAttributes, LayoutAttributes)?
{
  let shrunk = elements.map { element in
    (element, element.frame.inset(by: EdgeInsets(all: slack)))
  }
  let sorted = shrunk.sorted { $0.1.minX < $1.1.minX }
  for i in sorted.indices {
    var j = i + 1
    while j < sorted.count, sorted[j].1.minX < sorted[i].1.maxX {
      if sorted[i].1.intersects(sorted[j].1) { return (sorted[i].0, sorted[j].0) }
      j += 1
    }
  }
  return nil
}

/// Behaviors drawn at random: pinned headers and footers in every mode, a collection
/// header (plain, stretchy or with parallax) and footer, section backgrounds.
private func randomBehaviors(using rng: inout SplitMix64) -> SectionBehaviors {
  var behaviors = SectionBehaviors()
  behaviors.sectionHeadersPinToVisibleBounds = rng.chance(0.6)
  behaviors.sectionFootersPinToVisibleBounds = rng.chance(0.4)
  behaviors.pinningMode = rng.pick([.push, .stack, .untilNextPinned])
  if rng.chance(0.3) {
    let parallax = rng.pick([0, 0.5, 1])
    behaviors.collectionHeader = CollectionSupplementary(
      length: rng.points(0...80), isStretchy: rng.chance(0.5), parallax: parallax)
  }
  if rng.chance(0.3) {
    behaviors.collectionFooter = CollectionSupplementary(
      length: rng.points(0...80), isStretchy: rng.chance(0.5))
  }
  if rng.chance(0.3) {
    let insets = EdgeInsets(
      top: rng.points(0...10), left: rng.points(0...10), bottom: rng.points(0...10),
      right: rng.points(0...10))
    behaviors.sectionBackground = SectionBackground(
      insets: insets, includesHeader: rng.chance(0.5), includesFooter: rng.chance(0.5))
  }
  return behaviors
}
