/// The source of a compositional layout's counts, read during
/// ``CompositionalLayout/prepare(for:dataSource:)``.
///
/// The sizes of the items come from the layout's sections, so the counts are all it
/// needs; data whose items size themselves (a ``SelfSizingContent``) also gives the
/// sizes a host measured.
public protocol CompositionalLayoutDataSource: SectionedDataSource {
  /// Calls `body` with each item of `section` that a host measured, in any order, and
  /// its measured size. Where an item's dimension along the scroll axis is
  /// ``LayoutDimension/estimated(_:)``, the layout takes the measured length instead.
  func forEachMeasuredItem(inSection section: Int, _ body: (_ item: Int, _ size: Size) -> Void)
  /// The size a host measured for the boundary item of `kind` of `section`, such as a
  /// section header, or `nil`. Where the boundary item's dimension along the scroll axis
  /// is ``LayoutDimension/estimated(_:)``, the layout takes the measured length.
  func measuredSize(ofBoundary kind: ElementKind, inSection section: Int) -> Size?
}

extension CompositionalLayoutDataSource {
  /// Measures nothing: every estimate stays.
  public func forEachMeasuredItem(
    inSection section: Int, _ body: (_ item: Int, _ size: Size) -> Void
  ) {}

  /// Measures nothing: every estimate stays.
  public func measuredSize(ofBoundary kind: ElementKind, inSection section: Int) -> Size? {
    nil
  }
}

/// A compositional layout's counts given as plain values, with the sizes of the items
/// measured so far: a ready-made ``CompositionalLayoutDataSource`` for tests, specs and
/// simple screens.
///
/// ```swift
/// let content = CompositionalContent(itemCounts: [10, 40])
/// ```
public struct CompositionalContent: CompositionalLayoutDataSource, Hashable, Sendable {
  /// The number of items of each section.
  public var itemCounts: [Int]
  /// The sizes of items that were measured; where an item's length along the scroll axis
  /// is estimated, the layout takes the measured length. Empty by default: a
  /// ``SelfSizingContent`` over this content keeps the measurements of a self-sizing
  /// collection view.
  public var measuredSizes: MeasuredSizes

  /// Creates content from the number of items of each section and the sizes measured
  /// so far.
  public init(itemCounts: [Int], measuredSizes: MeasuredSizes = MeasuredSizes()) {
    self.itemCounts = itemCounts
    self.measuredSizes = measuredSizes
  }

  /// The number of sections.
  public var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }

  /// Calls `body` with each item of `section` in ``measuredSizes`` and its size.
  ///
  /// - Complexity: O(*m*) for the *m* measured items of the section.
  public func forEachMeasuredItem(
    inSection section: Int, _ body: (_ item: Int, _ size: Size) -> Void
  ) {
    measuredSizes.forEachItem(inSection: section, body)
  }

  /// The size of the boundary item of `kind` of `section` in ``measuredSizes``: a
  /// section header's or footer's.
  public func measuredSize(ofBoundary kind: ElementKind, inSection section: Int) -> Size? {
    measuredSizes.size(for: .supplementary(kind, IndexPath(item: 0, section: section)))
  }
}
