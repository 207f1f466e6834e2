import Trellis
import TrellisTestSupport

extension SectionBehaviors {
  /// Draws the behaviors at random: section headers pinned with the chance
  /// `pinnedHeaders` and footers with the chance `pinnedFooters`, any pinning mode, and,
  /// three times in ten each, a collection header (stretchy or not), a collection footer
  /// and section backgrounds.
  mutating func draw(
    pinnedHeaders: Double, pinnedFooters: Double, using random: inout SplitMix64
  ) {
    sectionHeadersPinToVisibleBounds = random.chance(pinnedHeaders)
    sectionFootersPinToVisibleBounds = random.chance(pinnedFooters)
    pinningMode = random.pick([.push, .stack, .untilNextPinned])
    if random.chance(0.3) {
      collectionHeader = CollectionSupplementary(
        length: random.points(10...60), isStretchy: random.chance(0.5))
    }
    if random.chance(0.3) { collectionFooter = CollectionSupplementary(length: 25) }
    if random.chance(0.3) { sectionBackground = SectionBackground() }
  }
}
