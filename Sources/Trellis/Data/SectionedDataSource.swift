/// The counts every data source gives: how many sections, and how many items in each.
///
/// Each layout's data-source protocol refines it with what that layout reads beyond
/// the counts, such as ``FlowLayoutDataSource/sizeForItem(at:)``, and a
/// ``CollectionDataSource`` refines it with the layout that reads the data. Code that
/// needs only the counts, such as ``ReorderedItems``, works on any of them.
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
