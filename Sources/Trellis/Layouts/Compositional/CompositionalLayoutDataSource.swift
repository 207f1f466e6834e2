/// The source of a compositional layout's counts, read during
/// ``CompositionalLayout/prepare(for:dataSource:)``.
///
/// The sizes of the items come from the layout's sections, so the counts are all it
/// reads.
public protocol CompositionalLayoutDataSource {
  /// The number of sections.
  var numberOfSections: Int { get }
  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int
}

/// A compositional layout's counts given as plain values: a ready-made
/// ``CompositionalLayoutDataSource`` for tests, specs and simple screens.
///
/// ```swift
/// let content = CompositionalContent(itemCounts: [10, 40])
/// ```
public struct CompositionalContent: CompositionalLayoutDataSource, Hashable, Sendable {
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
