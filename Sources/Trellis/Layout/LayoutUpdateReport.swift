/// What a layout's last update changed: the elements whose attributes are not what they
/// were before it, and whether the content size changed.
///
/// A layout answers it in ``CollectionLayout/lastUpdateReport`` after each
/// ``LayoutChange``-driven update, so that a collection view gives new attributes only
/// to the elements named here and leaves every other view untouched. A report may name
/// elements that kept their attributes, never leave out one that did not: every
/// element it does not name has, after the update, exactly the attributes it had
/// before under the same ``ElementID``.
///
/// ``everything`` names every element. It is the answer of a layout that does not
/// report, and of every layout after a preparation, so such layouts stay correct.
///
/// ```swift
/// // Item 7 of section 2 was reloaded with the same size.
/// try layout.update(for: .reloadingItems([7], inSection: 2, of: 5), dataSource: photos)
/// layout.lastUpdateReport.contains(.cell(IndexPath(item: 7, section: 2)))  // true
/// layout.lastUpdateReport.contains(.cell(IndexPath(item: 8, section: 2)))  // false
/// ```
public struct LayoutUpdateReport: Hashable, Sendable {
  /// Whether every element may have changed; the other properties are then empty.
  public private(set) var changesEverything: Bool

  /// Whether the size of the content changed.
  public var contentSizeChanged: Bool

  /// Runs of items whose attributes changed, each within one section, in the order the
  /// layout found them.
  public private(set) var items: [ChangedItems] = []

  /// Runs of sections of which every element may have changed: their items, their
  /// supplementary and their decoration elements, and the elements they lost or gained.
  public private(set) var sections: [Range<Int>] = []

  /// A rectangle, in content coordinates, that holds the drawn shape of every element
  /// of ``sections`` both before and after the update, at the viewport of the update;
  /// `nil` when the layout does not know one. A collection view whose visible rect
  /// lies outside it knows that none of those elements is or was on screen.
  public var sectionBounds: Rect?

  /// Supplementary and decoration elements, outside ``sections``, whose attributes
  /// changed or that appeared or disappeared.
  public var elements: [ElementID] = []

  /// A report that names nothing: no element changed, nor did the content size.
  public init(contentSizeChanged: Bool = false) {
    changesEverything = false
    self.contentSizeChanged = contentSizeChanged
  }

  /// The report that names every element: the answer of a layout that does not say
  /// what changed.
  public static var everything: LayoutUpdateReport {
    var report = LayoutUpdateReport(contentSizeChanged: true)
    report.changesEverything = true
    return report
  }

  /// Names `items` of `section` as changed, joining a run that ends where they start.
  public mutating func addItems(_ items: Range<Int>, inSection section: Int) {
    guard !changesEverything, !items.isEmpty else { return }
    if let last = self.items.last, last.section == section,
      last.items.upperBound == items.lowerBound
    {
      self.items[self.items.count - 1].items = last.items.lowerBound..<items.upperBound
    } else {
      self.items.append(ChangedItems(section: section, items: items))
    }
  }

  /// Names every element of `section` as changed, joining a run that ends there.
  public mutating func addSection(_ section: Int) {
    guard !changesEverything else { return }
    if let last = sections.last, last.upperBound == section {
      sections[sections.count - 1] = last.lowerBound..<(section + 1)
    } else {
      sections.append(section..<(section + 1))
    }
  }

  /// Whether the report names `element`: whether it may have other attributes after the
  /// update than before, or may have appeared or disappeared.
  ///
  /// - Complexity: O(*r*) for the *r* runs and elements of the report.
  public func contains(_ element: ElementID) -> Bool {
    if changesEverything { return true }
    let section = element.indexPath.section
    if sections.contains(where: { $0.contains(section) }) { return true }
    guard case .cell(let indexPath) = element else { return elements.contains(element) }
    return items.contains { $0.section == section && $0.items.contains(indexPath.item) }
  }

  /// The number of elements the report names outside ``sections``: its items and its
  /// ``elements``.
  ///
  /// - Complexity: O(*r*) for the *r* runs of items.
  public var namedElementCount: Int {
    items.reduce(elements.count) { $0 + $1.items.count }
  }
}

extension LayoutUpdateReport {
  /// A run of items of one section whose attributes changed.
  public struct ChangedItems: Hashable, Sendable {
    /// The section, after the update.
    public var section: Int
    /// The items, by their index after the update.
    public var items: Range<Int>

    /// Creates the run `items` of `section`.
    public init(section: Int, items: Range<Int>) {
      self.section = section
      self.items = items
    }
  }
}
