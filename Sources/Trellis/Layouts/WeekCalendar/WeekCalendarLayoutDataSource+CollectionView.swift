extension CollectionDataSource
where Self: WeekCalendarLayoutDataSource, Layout == WeekCalendarLayout {
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

extension WeekCalendarContent: CollectionDataSource {
  /// Week calendar content is read by a ``WeekCalendarLayout``.
  public typealias Layout = WeekCalendarLayout
}
