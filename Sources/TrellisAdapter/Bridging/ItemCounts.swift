import Trellis

/// The number of sections and of items in each: what a collection view knows of its
/// data, and all a delegate-based data source needs besides the delegate.
///
/// `UICollectionView` has both members with these exact names, so it conforms in one
/// line; an array of counts conforms too, for tests and previews.
public protocol ItemCounts {
  /// The number of sections.
  var numberOfSections: Int { get }
  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int
}

extension Array: ItemCounts where Element == Int {
  /// The number of counts.
  public var numberOfSections: Int { count }
  /// The count at `section`.
  public func numberOfItems(inSection section: Int) -> Int { self[section] }
}
