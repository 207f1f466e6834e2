/// What a change of the data means to a prepared layout: for each section after the
/// change, whether its items keep their frames within the section or must be laid out
/// anew.
///
/// The collection view derives it from a validated ``BatchUpdate``: a section that
/// only moved, or whose items were not touched, keeps its items' frames relative to
/// its origin, so a layout that stores positions per section copies them instead of
/// measuring again. Sections after a changed one still move along the scroll axis.
///
/// ```swift
/// // Section 0 was inserted, the old section 0 is now section 1 and unchanged.
/// let change = LayoutChange(sections: [.laidOutAnew, .unchanged(from: 0)])
/// try layout.update(for: change, dataSource: photos)
/// ```
public struct LayoutChange: Hashable, Sendable {
  /// Where one section after the change comes from.
  public enum SectionSource: Hashable, Sendable {
    /// The section existed before at index `from` with the same items in the same
    /// order and the same values: its frames within the section stay as they were.
    case unchanged(from: Int)
    /// The section is new, was reloaded, or its items changed: it is read from the
    /// data source and laid out again.
    case laidOutAnew
  }

  /// One entry per section after the change, in order.
  public var sections: [SectionSource]

  /// Creates a change from the source of each section after it.
  public init(sections: [SectionSource]) {
    self.sections = sections
  }

  /// A change that lays out again `sections` of a layout of `sectionCount` sections
  /// and keeps the others where they are: the answer to a section's values changing.
  public static func reloading(_ sections: some Sequence<Int>, of sectionCount: Int)
    -> LayoutChange
  {
    var sources = (0..<sectionCount).map { SectionSource.unchanged(from: $0) }
    for section in sections where sources.indices.contains(section) {
      sources[section] = .laidOutAnew
    }
    return LayoutChange(sections: sources)
  }

  /// A change that lays out every one of `sectionCount` sections again.
  public static func everything(sectionCount: Int) -> LayoutChange {
    LayoutChange(sections: Array(repeating: .laidOutAnew, count: sectionCount))
  }
}
