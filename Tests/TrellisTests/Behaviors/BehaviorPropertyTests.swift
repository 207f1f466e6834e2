import Testing
@_spi(Testing) import Trellis
import TrellisConformance
import TrellisTestSupport

/// Invariants of the section behaviors over many random flow layouts scrolled to random
/// offsets.
@Suite("Section behaviors: properties")
struct BehaviorPropertyTests {
  /// A random flow layout with pinned headers (push mode), footers, backgrounds and a
  /// random scroll offset.
  static func pinnedLayout(seed: UInt64) throws -> FlowLayout {
    var rng = SplitMix64(seed: seed &+ 0x9E37)
    var scenario = FlowScenario(seed: seed)
    scenario.configuration.sectionHeadersPinToVisibleBounds = true
    scenario.configuration.sectionFootersPinToVisibleBounds = rng.chance(0.5)
    scenario.configuration.behaviors.sectionBackground = SectionBackground()
    let layout = try scenario.preparedLayout()
    var viewport = layout.viewport
    let direction = scenario.configuration.scrollDirection
    let reach = scenario.mainExtent(of: layout.contentSize) + 100
    let offset = Double(Int.random(in: -100...Int(reach), using: &rng))
    viewport.contentOffset =
      direction == .vertical
      ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
    try layout.updateViewport(viewport)
    return layout
  }

  @Test("a pinned header stays within its section and never overlaps another", arguments: 0..<400)
  func pinnedHeadersStayInTheirSections(seed: UInt64) throws {
    let layout = try Self.pinnedLayout(seed: seed)
    let stack = layout.geometry.stack
    let vertical = layout.configuration.scrollDirection == .vertical
    let scale = layout.viewport.scale
    var headers: [(Double, Double)] = []
    for section in 0..<layout.numberOfSections {
      guard
        let header = layout.attributes(
          for: .supplementary(.sectionHeader, IndexPath(item: 0, section: section)))
      else { continue }
      let span = stack.spans[section]
      // Along the scroll axis, in the layout's own (unmirrored) coordinates.
      var start = vertical ? header.frame.minY : header.frame.minX
      if !vertical && layout.viewport.layoutDirection == .rightToLeft {
        start = layout.contentSize.width - header.frame.maxX
      }
      let end = start + (vertical ? header.frame.height : header.frame.width)
      // Rounding to the scale may move an origin by half a pixel.
      let slack = 0.5 / scale + 1e-9
      #expect(start >= span.origin - slack, "seed \(seed), section \(section)")
      #expect(end <= span.end + slack, "seed \(seed), section \(section)")
      headers.append((start, end))
    }
    for (first, second) in zip(headers, headers.dropFirst()) {
      #expect(first.1 <= second.0 + 1e-9, "seed \(seed): pinned headers overlap")
    }
  }

  @Test("backgrounds always lie below the cells", arguments: 0..<200)
  func backgroundsLieBelowCells(seed: UInt64) throws {
    let layout = try Self.pinnedLayout(seed: seed)
    let elements = layout.allElements()
    let lowestCell = elements.filter { $0.id.category == .cell }.map(\.zIndex).min()
    for decoration in elements where decoration.id.category == .decoration {
      if let lowestCell { #expect(decoration.zIndex < lowestCell, "seed \(seed)") }
    }
  }

  @Test(
    "the scrolled layout conforms: pinned elements are found by rects that meet their frames",
    arguments: 0..<200)
  func pinnedElementsAreFound(seed: UInt64) throws {
    let layout = try Self.pinnedLayout(seed: seed)
    // Every element is probed, pinned ones included, wherever their frames now are.
    let conformance = LayoutConformance(
      seed: seed, elementProbeCount: layout.allElements().count)
    let violations = conformance.violations(of: layout)
    #expect(violations.isEmpty, "seed \(seed): \(violations)")
  }
}
