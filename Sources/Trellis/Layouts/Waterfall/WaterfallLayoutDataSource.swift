/// The source of a waterfall layout's data: counts plus optional per-section and
/// per-item values, read during ``WaterfallLayout/prepare(for:dataSource:)``, like
/// `UICollectionViewDataSource` and `CHTCollectionViewDelegateWaterfallLayout` together.
///
/// Only the counts are required; the values and their defaults are those of
/// ``WaterfallLayoutValueSource``.
///
/// The layout does not keep the data source: it is passed to each call that reads it.
public protocol WaterfallLayoutDataSource: SectionedDataSource, WaterfallLayoutValueSource {}
