import Testing
import Trellis
import TrellisConformance

/// Checks `layout` with the conformance kit where it is, then at two random offsets
/// within its content (pinned, stretchy and transformed elements depend on the offset),
/// recording every violation with `scenario` and the offset.
package func expectConformsScrolledAnywhere(
  _ layout: some CollectionLayout, seed: UInt64, _ scenario: some CustomStringConvertible,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  var random = SplitMix64(seed: seed)
  for step in 0..<3 {
    if step > 0 {
      var viewport = layout.viewport
      viewport.contentOffset = random.offset(in: layout.contentSize)
      try layout.updateViewport(viewport)
    }
    let violations = LayoutConformance(seed: seed &+ UInt64(step)).violations(of: layout)
    #expect(
      violations.isEmpty, "\(scenario), offset \(layout.viewport.contentOffset): \(violations)",
      sourceLocation: sourceLocation)
  }
}
