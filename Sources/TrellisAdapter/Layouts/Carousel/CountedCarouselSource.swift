import Trellis

/// A carousel's data source made of a collection view's counts: a carousel reads
/// nothing else, since its items all have the configured size.
public struct CountedCarouselSource<Counts: SectionedDataSource>: CarouselLayoutDataSource,
  CollectionDataSource, CountedDataSource
{
  /// A carousel source is read by a `CarouselLayout`.
  public typealias Layout = CarouselLayout

  /// The counts of sections and items.
  public let counts: Counts

  /// Creates a source from counts.
  public init(counts: Counts) {
    self.counts = counts
  }
}
