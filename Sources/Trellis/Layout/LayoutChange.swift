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

  /// The sections laid out anew only because some of their items changed in place,
  /// by their index after the change, with those items.
  ///
  /// A layout whose items' places depend on one another, such as a week calendar, can
  /// read just these items again and keep the rest; any layout may ignore it and lay
  /// out the whole section again, which gives the same result. Empty when nothing is
  /// known about the items of the sections laid out anew.
  public var reloadedItems: [Int: ReloadedItems]

  /// The sections laid out anew that go on from a section before the change, by their
  /// index after the change, with their index before: their items were inserted,
  /// deleted, moved, reloaded or resized, but the section itself was neither inserted
  /// nor reloaded.
  ///
  /// A layout keeps for these what belongs to the section rather than to its items,
  /// as UIKit keeps the scroll offset of an orthogonal section; a section that is not
  /// listed here and is laid out anew starts afresh.
  public var continuedSections: [Int: Int]

  /// Creates a change from the source of each section after it, what is known of the
  /// items that changed in place and which sections laid out anew go on from one before.
  public init(
    sections: [SectionSource], reloadedItems: [Int: ReloadedItems] = [:],
    continuedSections: [Int: Int] = [:]
  ) {
    self.sections = sections
    self.reloadedItems = reloadedItems
    self.continuedSections = continuedSections
  }

  /// The index before the change of the section `section` after it, if the section
  /// existed then and was not reloaded: unchanged or in ``continuedSections``.
  public func previousIndex(ofSection section: Int) -> Int? {
    guard sections.indices.contains(section) else { return nil }
    if case .unchanged(let previous) = sections[section] { return previous }
    return continuedSections[section]
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

  /// A change that lays out again `sections` of a layout of `sectionCount` sections,
  /// whose items were reordered in place, and keeps the others where they are: the
  /// answer to a step of an interactive movement. Unlike ``reloading(_:of:)``, the
  /// sections go on (``continuedSections``).
  public static func reorderingItems(inSections sections: some Sequence<Int>, of sectionCount: Int)
    -> LayoutChange
  {
    var change = reloading(sections, of: sectionCount)
    for (section, source) in change.sections.enumerated() where source == .laidOutAnew {
      change.continuedSections[section] = section
    }
    return change
  }

  /// A change that reads again `items` of `section` of a layout of `sectionCount`
  /// sections, whose values changed in place, and keeps everything else: the answer to
  /// one event of a week calendar taking a new time.
  ///
  /// ```swift
  /// events[3].start = 14
  /// events[3].end = 15
  /// try layout.update(
  ///   for: .reloadingItems([3], inSection: 0, of: 1),
  ///   dataSource: WeekCalendarContent(events: events))
  /// ```
  public static func reloadingItems(
    _ items: some Sequence<Int>, inSection section: Int, of sectionCount: Int
  ) -> LayoutChange {
    var change = reloading([section], of: sectionCount)
    if (0..<sectionCount).contains(section) {
      change.reloadedItems[section] = ReloadedItems(
        previousSection: section, items: Set(items).sorted())
      change.continuedSections[section] = section
    }
    return change
  }

  /// A change in which `elements` of a layout of `sectionCount` sections changed size
  /// in place, and nothing else changed: the answer to a self-sizing pass.
  ///
  /// A section with a resized header, footer or other supplementary element is laid
  /// out anew; a section in which only items changed size names them in
  /// ``reloadedItems``, so that a flow layout places again only the lines they change.
  ///
  /// ```swift
  /// messages.sizes[IndexPath(item: 40, section: 0)] = Size(width: 375, height: 212)
  /// try layout.update(
  ///   for: .resizing([.cell(IndexPath(item: 40, section: 0))], of: 1),
  ///   dataSource: messages)
  /// ```
  public static func resizing(_ elements: [ElementID], of sectionCount: Int) -> LayoutChange {
    var items: [Int: [Int]] = [:]
    var wholeSections: Set<Int> = []
    for element in elements {
      let section = element.indexPath.section
      guard (0..<sectionCount).contains(section) else { continue }
      if case .cell(let indexPath) = element {
        items[section, default: []].append(indexPath.item)
      } else {
        wholeSections.insert(section)
      }
    }
    var change = reloading(wholeSections.union(items.keys), of: sectionCount)
    for section in wholeSections.union(items.keys) { change.continuedSections[section] = section }
    for (section, resized) in items where !wholeSections.contains(section) {
      change.reloadedItems[section] = ReloadedItems(
        previousSection: section, items: Set(resized).sorted())
    }
    return change
  }

  /// A change that lays out every one of `sectionCount` sections again.
  public static func everything(sectionCount: Int) -> LayoutChange {
    LayoutChange(sections: Array(repeating: .laidOutAnew, count: sectionCount))
  }
}

extension LayoutChange {
  /// The items of one section that changed in place: the section kept all its other
  /// items, in the same order and with the same values, from ``previousSection``.
  public struct ReloadedItems: Hashable, Sendable {
    /// The index of the section before the change.
    public var previousSection: Int
    /// The items whose values changed, in increasing order; each keeps its index.
    public var items: [Int]

    /// Creates the reloaded `items`, in increasing order, of a section that was
    /// `previousSection` before the change.
    public init(previousSection: Int, items: [Int]) {
      self.previousSection = previousSection
      self.items = items
    }
  }
}
