/// Data that shows another data source, its ``base``, with some of its values changed:
/// its items in another order, say, or at the sizes a host measured.
///
/// Each built-in layout's data-source protocol forwards to the base every value a
/// wrapper does not give itself: the values of a section as they are, and those of an
/// item from the item at ``baseIndexPath(forItemAt:)``. A wrapper therefore states only
/// what it changes, once, and serves every layout whose data its base is.
///
/// ```swift
/// struct Highlighted<Base>: WrappingDataSource {
///   var base: Base
/// }
/// extension Highlighted: SectionedDataSource where Base: SectionedDataSource {
///   var numberOfSections: Int { base.numberOfSections }
///   func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
/// }
/// extension Highlighted: FlowLayoutDataSource where Base: FlowLayoutDataSource {
///   func sizeForItem(at indexPath: IndexPath) -> Size? {
///     indexPath.item == 0 ? Size(width: 200, height: 200) : base.sizeForItem(at: indexPath)
///   }
/// }
/// ```
public protocol WrappingDataSource {
  /// The type of the data shown.
  associatedtype Base

  /// The data shown.
  var base: Base { get }

  /// The index path in ``base`` of the item shown at `indexPath`.
  func baseIndexPath(forItemAt indexPath: IndexPath) -> IndexPath
}

// MARK: - Default implementations

extension WrappingDataSource {
  /// Returns `indexPath`: the items show in the base's order.
  @inlinable
  public func baseIndexPath(forItemAt indexPath: IndexPath) -> IndexPath { indexPath }
}
