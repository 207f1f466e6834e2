import Trellis

/// A compositional layout's configuration, sections and data.
///
/// A spec gives one section for every data section (`"section"`) or one per data
/// section (`"sections"`); custom groups and section providers are Swift functions, so a
/// spec describes the other groups only.
public struct CompositionalSpec: Hashable, Sendable {
  /// The layout-wide values: `"scrollDirection"`, `"interSectionSpacing"` and the
  /// layout's `"boundarySupplementaryItems"`.
  public var configuration: CompositionalLayout.Configuration
  /// The sections: one for all data sections when ``isUniform``, otherwise one per data
  /// section.
  public var sections: [LayoutSection]
  /// Whether the one section of ``sections`` is every data section's, `"section"` in
  /// JSON rather than `"sections"`.
  public var isUniform: Bool
  /// The number of items of each section, the top-level `sections` array.
  public var content: CompositionalContent

  /// Creates a spec whose every data section is `section`.
  public init(
    configuration: CompositionalLayout.Configuration = .init(), section: LayoutSection,
    content: CompositionalContent = CompositionalContent(itemCounts: [])
  ) {
    self.configuration = configuration
    self.sections = [section]
    self.isUniform = true
    self.content = content
  }

  /// Creates a spec with one section per data section; data sections past the end of
  /// `sections` (after an insertion, say) have the last one.
  public init(
    configuration: CompositionalLayout.Configuration = .init(), sections: [LayoutSection],
    content: CompositionalContent = CompositionalContent(itemCounts: [])
  ) {
    self.configuration = configuration
    self.sections = sections
    self.isUniform = false
    self.content = content
  }

  /// The axis the sections follow one another along.
  public var scrollDirection: ScrollDirection { configuration.scrollDirection }

  /// The content whose items size themselves, when an item of some section has an
  /// estimated length along the scroll axis: items then start at their estimates, and a
  /// `measure` action gives them their measured lengths.
  public var selfSizingContent: SelfSizingContent<CompositionalContent>? {
    guard sections.contains(where: { $0.hasSelfSizingItems(along: scrollDirection) }) else {
      return nil
    }
    return SelfSizingContent(content, scrollDirection: scrollDirection)
  }

  /// The position in ``sections`` of the section of data section `section`.
  func sectionIndex(_ section: Int) -> Int {
    isUniform ? 0 : max(0, min(section, sections.count - 1))
  }
}
