/// The sections of the state before an update that the update keeps unchanged, gathered
/// into runs of consecutive sections so that each run is copied into the new state at
/// once: an update that changes one section of thousands copies two runs, not every
/// section one by one.
///
/// ```swift
/// var kept = KeptSections()
/// for (section, source) in change.sections.enumerated() {
///   switch source {
///   case .unchanged(let previous):
///     kept.keep(previous, of: old, into: &new)
///   case .laidOutAnew:
///     kept.copy(from: old, into: &new)
///     // Lay out `section` and append it to `new`.
///   }
/// }
/// kept.copy(from: old, into: &new)
/// ```
struct KeptSections {
  /// The sections kept since the last copy, by their index before the update.
  private var run: Range<Int>?

  /// Keeps section `previous` of `old`, copying the sections kept so far into `new`
  /// first when `previous` does not follow them.
  mutating func keep<Geometry: StackedGeometry>(
    _ previous: Int, of old: Geometry, into new: inout Geometry
  ) {
    if let run, run.upperBound == previous {
      self.run = run.lowerBound..<(previous + 1)
    } else {
      copy(from: old, into: &new)
      run = previous..<(previous + 1)
    }
  }

  /// Appends the sections kept so far to `new`, with their items and extents, and
  /// origins that follow on from the sections before them: before a section laid out
  /// anew, and after the last section.
  mutating func copy<Geometry: StackedGeometry>(from old: Geometry, into new: inout Geometry) {
    guard let run else { return }
    new.sections.append(contentsOf: old.sections, run)
    new.stack.appendSections(run, of: old.stack)
    self.run = nil
  }
}

extension LayoutChange.SectionSource {
  /// Whether the section at `index` after the change is at the same index before it,
  /// among `sectionCountBefore` sections: kept from there, or laid out anew where a
  /// section was; a layout can then write it in place of the one before.
  func keepsIndex(_ index: Int, sectionCountBefore: Int) -> Bool {
    switch self {
    case .unchanged(let previous): previous == index
    case .laidOutAnew: index < sectionCountBefore
    }
  }
}
