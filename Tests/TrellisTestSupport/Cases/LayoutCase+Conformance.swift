import Testing
import Trellis
import TrellisConformance

extension LayoutCase {
  /// Records an issue for each way the case's prepared layout breaks the conformance
  /// kit's rules, checked with `seed` and, where the layout promises it, the order of
  /// its queries.
  package func expectConforms(
    seed: UInt64, checksQueryOrder: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let layout = try prepared()
    let violations = LayoutConformance(seed: seed, checksQueryOrder: checksQueryOrder)
      .violations(of: layout)
    #expect(violations.isEmpty, "\(self): \(violations)", sourceLocation: sourceLocation)
  }

  /// Records an issue for each way the case's prepared layout breaks the conformance
  /// kit's rules where it is and at two random offsets drawn from `seed`.
  package func expectConformsScrolledAnywhere(
    seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try TrellisTestSupport.expectConformsScrolledAnywhere(
      try prepared(), seed: seed, self, sourceLocation: sourceLocation)
  }
}

extension SectionListCase {
  /// Records an issue for each way an update of the case's prepared layout, through a
  /// random edit of its sections drawn from `seed`, ends elsewhere than a fresh
  /// preparation of the edited data.
  package func expectUpdateConforms(
    seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let layout = try prepared()
    var random = SplitMix64(seed: seed ^ 0x5EED)
    let edit = randomEdit(of: content.sections, using: &random) { random in
      Self.section(itemCount: Int.random(in: 0...30, using: &random), using: &random)
    }
    var edited = content
    edited.sections = edit.sections
    expectUpdate(
      layout, to: edited, through: edit.change, comparedWith: makeLayout(), seed: seed,
      "\(self), \(edit.change)", sourceLocation: sourceLocation)
  }
}

/// Records an issue for each way updating `layout` to `data` through `change` ends
/// elsewhere than preparing `fresh` with `data` does, checked with `seed` and named by
/// `scenario`.
package func expectUpdate<Data: CollectionDataSource>(
  _ layout: Data.Layout, to data: Data, through change: LayoutChange,
  comparedWith fresh: Data.Layout, seed: UInt64, _ scenario: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let violations = LayoutConformance(seed: seed).violations(
    updating: layout, to: data, through: change, comparedWith: fresh)
  #expect(violations.isEmpty, "\(scenario): \(violations)", sourceLocation: sourceLocation)
}
