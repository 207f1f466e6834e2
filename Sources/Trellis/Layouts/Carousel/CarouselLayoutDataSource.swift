/// The source of a carousel's counts, read during
/// ``CarouselLayout/prepare(for:dataSource:)``.
///
/// Every item of a carousel has the configured size, so the counts are all it reads.
public protocol CarouselLayoutDataSource: SectionedDataSource {}

/// A carousel's counts given as plain values: a ready-made
/// ``CarouselLayoutDataSource`` for tests, specs and simple screens.
///
/// ```swift
/// let content = CarouselContent(itemCounts: [12, 5])
/// ```
public struct CarouselContent: CarouselLayoutDataSource, Hashable, Sendable {
  /// The number of items of each section.
  public var itemCounts: [Int]

  /// Creates content from the number of items of each section.
  public init(itemCounts: [Int]) {
    self.itemCounts = itemCounts
  }

  /// The number of sections.
  public var numberOfSections: Int { itemCounts.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { itemCounts[section] }
}
