/// Data given as plain values, a list of sections that each know their number of
/// items, whose counts it gives: the shape of ``FlowContent``, and of any content whose
/// sections carry values of their own.
///
/// ```swift
/// struct Shelves: SectionListContent {
///   struct Section: ListedSection {
///     var itemCount: Int
///     var title: String
///   }
///   var sections: [Section]
/// }
/// ```
public protocol SectionListContent: SectionedDataSource {
  /// One section.
  associatedtype Section: ListedSection

  /// The sections, in order.
  var sections: [Section] { get set }

  /// Data of `sections`.
  init(sections: [Section])
}

/// A section of a ``SectionListContent``: its number of items, and whatever else it
/// holds.
public protocol ListedSection {
  /// The number of items.
  var itemCount: Int { get set }
}

// MARK: - Default implementations

extension SectionListContent {
  /// The number of sections.
  public var numberOfSections: Int { sections.count }

  /// The number of items in `section`.
  public func numberOfItems(inSection section: Int) -> Int { sections[section].itemCount }
}
