/// The counts every data source gives: how many sections, and how many items in each.
///
/// Each layout's data-source protocol refines it with what that layout reads beyond
/// the counts, such as ``FlowLayoutDataSource/sizeForItem(at:)``, and a
/// ``CollectionDataSource`` refines it with the layout that reads the data. Code that
/// needs only the counts, such as ``ReorderedItems``, works on any of them.
///
/// An array of counts is one, for tests and previews, and so is `UICollectionView`,
/// whose members have these exact names (the UIKit adapter declares it), so data
/// sources that read the rest from a delegate take their counts from the collection
/// view itself.
///
/// ```swift
/// struct Shelves: SectionedDataSource {
///   var books: [[String]]
///   var numberOfSections: Int { books.count }
///   func numberOfItems(inSection section: Int) -> Int { books[section].count }
/// }
/// ```
public protocol SectionedDataSource {
  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int
}

extension Array: SectionedDataSource where Element == Int {
  /// The number of counts.
  public var numberOfSections: Int { count }

  /// The count at `section`.
  public func numberOfItems(inSection section: Int) -> Int { self[section] }
}

extension SectionedDataSource {
  /// The item counts, section by section, each checked as it is read: the number of
  /// sections and every item count must be between zero and their limit in
  /// ``LayoutLimits``, checked before anything is allocated for them.
  func checkedItemCounts() throws(LayoutError) -> [Int] {
    let sectionCount = numberOfSections
    try LayoutError.check(count: sectionCount, as: .numberOfSections)
    var counts: [Int] = []
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let count = numberOfItems(inSection: section)
      try LayoutError.check(count: count, as: .numberOfItems(section: section))
      counts.append(count)
    }
    return counts
  }
}
