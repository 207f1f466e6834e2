import Trellis

/// The draws of the generated cases and property tests, from the seeded generator, so
/// that a case depends on its seed alone.
extension SplitMix64 {
  /// A whole number of points in `range`.
  package mutating func points(_ range: ClosedRange<Int>) -> Double {
    Double(Int.random(in: range, using: &self))
  }

  /// True with probability `probability`.
  package mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// One of `choices`, each as likely as the others.
  package mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }

  /// Insets of whole points in `range` on each edge.
  package mutating func insets(_ range: ClosedRange<Int>) -> EdgeInsets {
    EdgeInsets(top: points(range), left: points(range), bottom: points(range), right: points(range))
  }

  /// Pinned headers and footers in every mode, a collection header (plain, stretchy or
  /// with parallax) and footer, and section backgrounds, drawn at random.
  package mutating func behaviors() -> SectionBehaviors {
    var behaviors = SectionBehaviors()
    behaviors.sectionHeadersPinToVisibleBounds = chance(0.6)
    behaviors.sectionFootersPinToVisibleBounds = chance(0.4)
    behaviors.pinningMode = pick([.push, .stack, .untilNextPinned])
    if chance(0.4) {
      behaviors.collectionHeader = CollectionSupplementary(
        length: points(0...80), isStretchy: chance(0.5), parallax: pick([0, 0.5, 1]))
    }
    if chance(0.4) {
      behaviors.collectionFooter = CollectionSupplementary(
        length: points(0...80), isStretchy: chance(0.5))
    }
    if chance(0.5) {
      behaviors.sectionBackground = SectionBackground(
        insets: insets(0...10), includesHeader: chance(0.5), includesFooter: chance(0.5))
    }
    return behaviors
  }

  /// A content offset anywhere from a little before the content to a little past its
  /// end, as a scroll or a rubber band leaves it.
  package mutating func offset(in contentSize: Size) -> Point {
    Point(
      x: points(-100...Int(contentSize.width) + 100),
      y: points(-100...Int(contentSize.height) + 100))
  }
}

/// A random edit of a list of sections and the ``LayoutChange`` that describes it: some
/// sections kept (and maybe reordered), some removed, some laid out anew from `make`,
/// some inserted.
package func randomEdit<Section>(
  of sections: [Section], using random: inout SplitMix64, make: (inout SplitMix64) -> Section
) -> (sections: [Section], change: LayoutChange) {
  var result: [(Section, LayoutChange.SectionSource)] = []
  for (index, section) in sections.enumerated() where random.chance(0.8) {
    result.append(
      random.chance(0.3) ? (make(&random), .laidOutAnew) : (section, .unchanged(from: index)))
  }
  if result.count > 1, random.chance(0.3) {
    result.swapAt(0, result.count - 1)
  }
  for _ in 0..<Int.random(in: 0...2, using: &random) {
    result.insert(
      (make(&random), .laidOutAnew), at: Int.random(in: 0...result.count, using: &random))
  }
  return (result.map(\.0), LayoutChange(sections: result.map(\.1)))
}
