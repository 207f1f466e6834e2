import Trellis

/// A data source whose sections and items are those of its ``counts``, such as a
/// collection view's as UIKit reports them, with the values a layout reads besides.
///
/// The adapter's sources of every layout read their counts this way, so each states
/// only what its layout reads besides.
public protocol CountedDataSource: SectionedDataSource {
  /// The type of the counts.
  associatedtype Counts: SectionedDataSource

  /// The counts of sections and items.
  var counts: Counts { get }
}

// MARK: - Default implementations

extension CountedDataSource {
  /// The number of sections of ``counts``.
  public var numberOfSections: Int { counts.numberOfSections }

  /// The number of items in `section` of ``counts``.
  public func numberOfItems(inSection section: Int) -> Int {
    counts.numberOfItems(inSection: section)
  }
}
