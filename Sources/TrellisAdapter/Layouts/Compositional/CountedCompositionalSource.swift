import Trellis

/// A compositional layout's data source made of a collection view's counts: the layout
/// reads nothing else, since its sections' groups size every item.
public struct CountedCompositionalSource<Counts: SectionedDataSource>:
  CompositionalLayoutDataSource,
  CollectionDataSource, CountedDataSource
{
  /// A compositional source is read by a `CompositionalLayout`.
  public typealias Layout = CompositionalLayout

  /// The counts of sections and items.
  public let counts: Counts

  /// Creates a source from counts.
  public init(counts: Counts) {
    self.counts = counts
  }
}

/// Counts read by a compositional layout whose items may size themselves: wrapped in a
/// `SelfSizingContent`, items with an estimated length along the scroll axis take the
/// lengths their cells measure.
extension CountedCompositionalSource: EstimatingDataSource {}

extension CountedCompositionalSource: MovingItemsSource {
  /// This source: it reads only counts, which UIKit reports in the order it shows.
  public func showing(_ order: ItemReordering) -> Self { self }
}
