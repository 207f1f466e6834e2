import Trellis

/// A waterfall layout's data source made of a collection view's counts and an app's
/// ``WaterfallLayoutDelegate``: what the UIKit adapter builds for each preparation.
///
/// Without a delegate every value is the layout-wide one. The source lives for one
/// call and holds the delegate only that long. Like the delegate it reads, it is used on
/// the main actor.
@MainActor
public struct DelegatedWaterfallSource<Counts: SectionedDataSource>:
  @MainActor WaterfallLayoutDataSource, @MainActor CollectionDataSource
{
  /// A waterfall source is read by a `WaterfallLayout`.
  public typealias Layout = WaterfallLayout

  /// The counts of sections and items.
  public let counts: Counts
  /// The delegate that gives per-item and per-section values, if any.
  public let delegate: (any WaterfallLayoutDelegate)?
  /// The order in which the items show while one is dragged, or `nil` for the data's
  /// own: the delegate is asked about each item where the data keeps it.
  public private(set) var order: ItemReordering?

  /// Creates a source from counts and an optional delegate.
  public init(counts: Counts, delegate: (any WaterfallLayoutDelegate)?) {
    self.counts = counts
    self.delegate = delegate
  }

  /// The number of sections of ``counts``.
  public var numberOfSections: Int { counts.numberOfSections }
  /// The number of items in `section` of ``counts``.
  public func numberOfItems(inSection section: Int) -> Int {
    counts.numberOfItems(inSection: section)
  }

  /// Where the data keeps the item that shows at `indexPath`.
  private func dataIndexPath(_ indexPath: IndexPath) -> IndexPath {
    order?.sourceIndexPath(forPresented: indexPath) ?? indexPath
  }

  /// The delegate's height of the item.
  public func heightForItem(at indexPath: IndexPath) -> Double? {
    delegate?.heightForItem(at: dataIndexPath(indexPath))
  }
  /// The delegate's natural size of the item.
  public func sizeForItem(at indexPath: IndexPath) -> Size? {
    delegate?.sizeForItem(at: dataIndexPath(indexPath))
  }
  /// Whether the delegate makes the item span the section.
  public func isFullSpan(at indexPath: IndexPath) -> Bool {
    delegate?.isFullSpan(at: dataIndexPath(indexPath)) ?? false
  }
  /// The delegate's values of the section.
  public func valuesForSection(at section: Int) -> WaterfallLayout.SectionValues {
    delegate?.valuesForSection(at: section) ?? .init()
  }
}

extension DelegatedWaterfallSource: @MainActor MovingItemsSource {
  /// This source asking the delegate about each item where the data keeps it, while the
  /// items show in `order`.
  public func showing(_ order: ItemReordering) -> Self {
    var shown = self
    shown.order = order
    return shown
  }
}
