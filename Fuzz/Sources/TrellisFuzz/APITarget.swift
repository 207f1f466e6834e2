import Trellis

/// Drives the Swift API with values read from bytes: a layout of each type with a
/// configuration, a viewport and a data source full of hostile values, its partial
/// updates (section updates, appended items, zoom, current time), viewport changes and
/// a collection view over it.
///
/// After every call that throws, the layout must be as it was; after every call that
/// succeeds, ``Invariants/check(_:_:)`` must hold.
enum APITarget {
  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(Array(bytes.dropFirst()))
    switch (bytes.first ?? 0) % 3 {
    case 0: flow(&reader)
    case 1: waterfall(&reader)
    default: week(&reader)
    }
  }

  // MARK: - Flow

  /// A flow layout's configuration with hostile values.
  static func flowConfiguration(_ reader: inout ByteReader) -> FlowLayout.Configuration {
    var configuration = FlowLayout.Configuration()
    configuration.scrollDirection = reader.bool() ? .horizontal : .vertical
    configuration.itemSize = reader.size()
    configuration.minimumLineSpacing = reader.length()
    configuration.minimumInteritemSpacing = reader.length()
    configuration.headerReferenceSize = reader.optional { $0.size() } ?? .zero
    configuration.footerReferenceSize = reader.optional { $0.size() } ?? .zero
    configuration.sectionInset = reader.insets()
    configuration.sectionInsetReference = reader.pick([
      .fromContentInset, .fromSafeArea, .fromLayoutMargins,
    ])
    configuration.alignment = reader.pick([.uikit, .justified, .leading, .center, .trailing])
    configuration.verticalAlignment = reader.pick([.top, .center, .bottom])
    configuration.behaviors = behaviors(&reader)
    return configuration
  }

  static func flow(_ reader: inout ByteReader) {
    let configuration = flowConfiguration(&reader)
    let source = FuzzFlowSource(&reader)
    let viewport = reader.viewport()

    let layout = FlowLayout(configuration: configuration)
    requireEmpty(layout, &reader)
    attempt(layout, &reader) { () throws(LayoutError) in
      try layout.prepare(for: viewport, dataSource: source)
    }
    var changed = source
    changed.sizes[0] = reader.optional { $0.size() }
    changed.itemCounts[0] = reader.count(upTo: 40, limit: LayoutLimits.maximumItemCount)
    let sections = (0..<reader.int(below: 3)).map { _ in reader.int(below: 8) - 1 }
    attempt(layout, &reader) { () throws(LayoutError) in
      try layout.updateSections(sections, dataSource: changed)
    }
    changeViewport(layout, &reader)
    CollectionTarget.drive(
      FlowLayout(configuration: configuration), source, viewport, &reader,
      withCounts: { source, counts in source.withCounts(counts) })
  }

  // MARK: - Waterfall

  /// A waterfall layout's configuration with hostile values.
  static func waterfallConfiguration(_ reader: inout ByteReader) -> WaterfallLayout.Configuration {
    var configuration = WaterfallLayout.Configuration()
    configuration.scrollDirection = reader.bool() ? .horizontal : .vertical
    configuration.columnCount = reader.count(upTo: 5, limit: LayoutLimits.maximumColumnCount)
    configuration.minimumColumnSpacing = reader.length()
    configuration.minimumInteritemSpacing = reader.length()
    configuration.sectionInset = reader.insets()
    configuration.itemHeight = reader.length()
    configuration.headerHeight = reader.optional { $0.length() } ?? 0
    configuration.footerHeight = reader.optional { $0.length() } ?? 0
    configuration.headerInset = reader.insets()
    configuration.footerInset = reader.insets()
    configuration.itemRenderDirection = reader.pick([.shortestFirst, .leftToRight, .rightToLeft])
    configuration.behaviors = behaviors(&reader)
    return configuration
  }

  static func waterfall(_ reader: inout ByteReader) {
    let configuration = waterfallConfiguration(&reader)
    let source = FuzzWaterfallSource(&reader)
    let viewport = reader.viewport()

    let layout = WaterfallLayout(configuration: configuration)
    requireEmpty(layout, &reader)
    let isPrepared = attempt(layout, &reader) { () throws(LayoutError) in
      try layout.prepare(for: viewport, dataSource: source)
    }
    // Infinite scroll: the last section grows, or the data source lies about it.
    var grown = source
    grown.lastSectionExtra = reader.count(upTo: 30, limit: LayoutLimits.maximumItemCount)
    if reader.int(below: 8) == 0 { grown.sectionCount = reader.int(below: 3) }
    let claimed = reader.bool() ? grown.lastSectionExtra : reader.count(upTo: 30, limit: 0)
    let appended = attempt(layout, &reader) { () throws(LayoutError) in
      try layout.appendItems(count: claimed, dataSource: grown)
    }
    if isPrepared && appended {
      // Appending places the new items exactly as a full preparation would.
      let prepared = WaterfallLayout(configuration: configuration)
      if (try? prepared.prepare(for: layout.viewport, dataSource: grown)) != nil {
        Invariants.requireSame(
          Invariants.Snapshot(layout), Invariants.Snapshot(prepared),
          "appending items differs from preparing with them")
      }
    }
    changeViewport(layout, &reader)
    CollectionTarget.drive(
      WaterfallLayout(configuration: configuration), source, viewport, &reader,
      withCounts: { source, counts in source.withCounts(counts) })
  }

  // MARK: - Week calendar

  static func week(_ reader: inout ByteReader) {
    var configuration = WeekCalendarLayout.Configuration()
    configuration.dayCount = reader.count(upTo: 8, limit: LayoutLimits.maximumDayCount)
    configuration.startHour = reader.pick([0, 0, 8, 23, 24, -1, .min])
    configuration.endHour = reader.pick([24, 24, 18, 1, 25, 0, .max])
    configuration.hourHeight = reader.length()
    configuration.dayWidth = reader.optional { $0.length() }
    configuration.dayHeaderHeight = reader.length()
    configuration.hourHeaderWidth = reader.length()
    configuration.allDayEventHeight = reader.length()
    configuration.overlapStyle = reader.bool() ? .columns : .cascade
    configuration.cascadeIndent = reader.length()
    configuration.headersPinToVisibleBounds = reader.bool()
    configuration.hourLineThickness = reader.length()
    configuration.currentTime = reader.optional { time(&$0) }
    configuration.currentTimeThickness = reader.length()
    configuration.backgroundDays = Set((0..<reader.int(below: 4)).map { _ in day(&reader) })
    let events = (0..<reader.int(below: 40)).map { _ in
      CalendarEvent(
        day: day(&reader), start: hour(&reader), end: hour(&reader),
        isAllDay: reader.int(below: 6) == 0)
    }
    let viewport = reader.viewport()

    let layout = WeekCalendarLayout(configuration: configuration)
    requireEmpty(layout, &reader)
    attempt(layout, &reader) { () throws(LayoutError) in
      try layout.prepare(for: viewport, dataSource: WeekCalendarContent(events: events))
    }
    let hourHeight = reader.length()
    attempt(layout, &reader) { () throws(LayoutError) in try layout.setHourHeight(hourHeight) }
    let now = reader.optional { time(&$0) }
    attempt(layout, &reader) { () throws(LayoutError) in try layout.setCurrentTime(now) }
    _ = layout.time(at: Point(x: reader.offset(), y: reader.offset()))
    changeViewport(layout, &reader)
    CollectionTarget.drive(
      WeekCalendarLayout(configuration: configuration), WeekCalendarContent(events: events),
      viewport, &reader,
      withCounts: { content, counts in
        WeekCalendarContent(events: Array(content.events.prefix(max(0, counts.first ?? 0))))
      })
  }

  static func day(_ reader: inout ByteReader) -> Int {
    reader.byte() >= 240 ? reader.pick([-1, .min, .max, 7, 1_000_001]) : reader.int(below: 8)
  }

  static func hour(_ reader: inout ByteReader) -> Double {
    reader.byte() >= 200
      ? reader.pick([-1, 24.5, .nan, .infinity, 1e300, -0.0, 24, 0])
      : Double(reader.int(below: 97)) / 4
  }

  static func time(_ reader: inout ByteReader) -> CalendarTime {
    CalendarTime(day: day(&reader), hour: reader.byte() >= 200 ? reader.rawDouble() : hour(&reader))
  }

  // MARK: - Shared

  static func behaviors(_ reader: inout ByteReader) -> SectionBehaviors {
    var behaviors = SectionBehaviors()
    behaviors.sectionHeadersPinToVisibleBounds = reader.bool()
    behaviors.sectionFootersPinToVisibleBounds = reader.bool()
    behaviors.pinningMode = reader.pick([.push, .stack, .untilNextPinned])
    behaviors.collectionHeader = reader.optional {
      CollectionSupplementary(
        length: $0.length(), isStretchy: $0.bool(), parallax: $0.pick([0, 0.5, 1, -0.1, 1.1, .nan]))
    }
    behaviors.collectionFooter = reader.optional {
      CollectionSupplementary(length: $0.length(), isStretchy: $0.bool())
    }
    behaviors.sectionBackground = reader.optional { SectionBackground(insets: $0.insets()) }
    return behaviors
  }

  /// Checks that an unprepared layout has no elements and answers queries, whatever
  /// its configuration.
  static func requireEmpty(_ layout: some CollectionLayout, _ reader: inout ByteReader) {
    Invariants.require(layout.allElements().isEmpty, "an unprepared layout has elements")
    Invariants.check(layout, &reader)
  }

  /// Runs `body` on `layout`: if it throws, the layout must be as it was; if not, the
  /// invariants must hold. Returns whether `body` succeeded.
  @discardableResult
  static func attempt(
    _ layout: some CollectionLayout, _ reader: inout ByteReader,
    _ body: () throws(LayoutError) -> Void
  ) -> Bool {
    let before = Invariants.Snapshot(layout)
    do {
      try body()
    } catch {
      Invariants.requireUnchanged(layout, since: before, after: error)
      return false
    }
    Invariants.check(layout, &reader)
    return true
  }

  /// Moves `layout` to a few viewports: a refused one changes nothing, an accepted one
  /// that needs no preparation keeps the invariants.
  static func changeViewport(_ layout: some CollectionLayout, _ reader: inout ByteReader) {
    for _ in 0..<2 {
      var viewport = layout.viewport
      switch reader.int(below: 3) {
      case 0: viewport.contentOffset = Point(x: reader.offset(), y: reader.offset())
      case 1: viewport.size = reader.size()
      default: viewport = reader.viewport()
      }
      let before = layout.viewport
      do {
        let invalidation = try layout.updateViewport(viewport)
        guard invalidation != .everything else {
          Invariants.require(
            layout.viewport == before, "a viewport that needs a preparation was taken")
          continue
        }
        Invariants.check(layout, &reader)
      } catch {
        Invariants.require(layout.viewport == before, "a refused viewport was taken")
      }
    }
  }
}
