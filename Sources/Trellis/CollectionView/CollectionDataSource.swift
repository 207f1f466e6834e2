/// The data a ``CollectionView`` shows, together with the way the layout of type
/// ``Layout`` reads it: counts for the collection view, and the preparation and the
/// incremental update of the layout.
///
/// A data source of a built-in layout needs one line to become a collection view's
/// data source; the preparation comes from the layout's own data-source protocol:
///
/// ```swift
/// struct Photos: FlowLayoutDataSource { ... }
/// extension Photos: CollectionDataSource { typealias Layout = FlowLayout }
/// ```
///
/// ``FlowContent``, ``WaterfallContent`` and ``WeekCalendarContent`` are data sources of
/// their layouts out of the box. A custom layout implements ``prepare(_:for:)`` and, if
/// it can do better than preparing everything again, ``update(_:for:)``.
public protocol CollectionDataSource {
  /// The type of layout that reads this data.
  associatedtype Layout: CollectionLayout

  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int

  /// Prepares `layout` for `viewport` with this data.
  ///
  /// - Throws: the layout's error for a value it refuses; the layout then keeps the
  ///   state it had.
  func prepare(_ layout: Layout, for viewport: Viewport) throws(LayoutError)

  /// Brings `layout` up to date with this data after `change`, with the viewport it
  /// has, laying out again only the sections the change names as new.
  ///
  /// - Throws: the layout's error for a value it refuses; the layout then keeps the
  ///   state it had.
  func update(_ layout: Layout, for change: LayoutChange) throws(LayoutError)

  /// Takes over what this data keeps beside the data itself from `previous`, the data
  /// before a batch update described by `mapping`, such as measured sizes of self-sizing
  /// items, which follow their items to their new index paths.
  mutating func carryOver(from previous: Self, through mapping: UpdateMapping)
}

// MARK: - Default implementations

extension CollectionDataSource {
  /// Prepares the whole layout again with the viewport it has.
  public func update(_ layout: Layout, for change: LayoutChange) throws(LayoutError) {
    try prepare(layout, for: layout.viewport)
  }

  /// Does nothing: the data keeps nothing beside itself.
  public mutating func carryOver(from previous: Self, through mapping: UpdateMapping) {}
}

extension CollectionDataSource where Self: FlowLayoutDataSource, Layout == FlowLayout {
  /// Prepares the flow layout with ``FlowLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: FlowLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }

  /// Updates the flow layout with ``FlowLayout/update(for:dataSource:)``.
  public func update(_ layout: FlowLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.update(for: change, dataSource: self)
  }
}

extension CollectionDataSource
where Self: WaterfallLayoutDataSource, Layout == WaterfallLayout {
  /// Prepares the waterfall layout with ``WaterfallLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: WaterfallLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }

  /// Updates the waterfall layout with ``WaterfallLayout/update(for:dataSource:)``.
  public func update(_ layout: WaterfallLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.update(for: change, dataSource: self)
  }
}

extension CollectionDataSource
where Self: CarouselLayoutDataSource, Layout == CarouselLayout {
  /// Prepares the carousel with ``CarouselLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: CarouselLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }
  /// Updates the carousel with ``CarouselLayout/update(for:dataSource:)``.
  public func update(_ layout: CarouselLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.update(for: change, dataSource: self)
  }
}

extension CollectionDataSource
where Self: WeekCalendarDataSource, Layout == WeekCalendarLayout {
  /// One section: the events.
  public var numberOfSections: Int { 1 }

  /// The number of events, in section 0.
  public func numberOfItems(inSection section: Int) -> Int {
    section == 0 ? numberOfEvents : 0
  }

  /// Prepares the week calendar with ``WeekCalendarLayout/prepare(for:dataSource:)``.
  public func prepare(_ layout: WeekCalendarLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.prepare(for: viewport, dataSource: self)
  }

  /// Updates the week calendar with ``WeekCalendarLayout/update(for:dataSource:)``.
  public func update(_ layout: WeekCalendarLayout, for change: LayoutChange)
    throws(LayoutError)
  {
    try layout.update(for: change, dataSource: self)
  }
}

extension FlowContent: CollectionDataSource {
  /// Flow content is read by a ``FlowLayout``.
  public typealias Layout = FlowLayout
}

extension WaterfallContent: CollectionDataSource {
  /// Waterfall content is read by a ``WaterfallLayout``.
  public typealias Layout = WaterfallLayout
}

extension WeekCalendarContent: CollectionDataSource {
  /// Week calendar content is read by a ``WeekCalendarLayout``.
  public typealias Layout = WeekCalendarLayout
}

extension CarouselContent: CollectionDataSource {
  /// Carousel content is read by a ``CarouselLayout``.
  public typealias Layout = CarouselLayout
}
