import Trellis
import TrellisSpec
import TrellisTesting

/// Drives a collection view through its public API with calls read from the fuzzer's
/// bytes: batch updates that may break any rule, reloads, scrolls, viewports, scrolls
/// to items, animation steps, layout transitions and drags, in any order, refused ones
/// included.
///
/// A refused call must throw and leave everything a caller can observe as it was
/// (``ObservedState``: the views, the layout, the viewport, the data, the drag);
/// no call may trap; every view shows finite attributes; and whenever nothing is in
/// motion the views show exactly the layout's elements in the visible rect.
enum CollectionTarget {
  /// The target's entry: a compositional (with measured sizes), a flow or a waterfall
  /// layout over data with hostile values, with drags.
  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes)
    if reader.int(below: 4) == 0 {
      var content = CompositionalContent(
        itemCounts: (0..<reader.int(below: 4)).map { _ in
          reader.count(upTo: 30, limit: LayoutLimits.maximumItemCount)
        })
      // Measured sizes, hostile ones and ones of items that do not exist included.
      for _ in 0..<reader.int(below: 8) {
        let item = IndexPath(item: reader.int(below: 40) - 4, section: reader.int(below: 5))
        let size = reader.size()
        content.measuredSizes.record(size, fitting: size, for: .cell(item))
      }
      drive(
        compositionalLayout(&reader), content, reader.viewport(), &reader,
        newLayout: compositionalLayout,
        withCounts: { _, counts in CompositionalContent(itemCounts: counts) }, drag: drag)
    } else if reader.bool() {
      let layout = { (reader: inout ByteReader) in
        FlowLayout(configuration: APITarget.flowConfiguration(&reader))
      }
      let sizes = (0...reader.int(below: 5)).map { _ in reader.size() }
      let content = FlowContent(
        sections: (0..<reader.int(below: 4)).map { _ in
          var section = FlowContent.Section(
            itemCount: 0,
            values: .init(
              inset: reader.optional { $0.insets() },
              headerReferenceSize: reader.optional { $0.size() }))
          section.itemCount = reader.count(upTo: 30, limit: LayoutLimits.maximumItemCount)
          if reader.bool(), (0...30).contains(section.itemCount) {
            section.itemSizes = (0..<section.itemCount).map { sizes[$0 % sizes.count] }
          }
          return section
        })
      drive(
        layout(&reader), content, reader.viewport(), &reader, newLayout: layout,
        withCounts: SpecTarget.flowContent, drag: drag)
    } else {
      let layout = { (reader: inout ByteReader) in
        WaterfallLayout(configuration: APITarget.waterfallConfiguration(&reader))
      }
      let heights = (0...reader.int(below: 5)).map { _ in reader.length() }
      let content = WaterfallContent(
        sections: (0..<reader.int(below: 4)).map { _ in
          var section = WaterfallContent.Section(
            itemCount: reader.count(upTo: 30, limit: LayoutLimits.maximumItemCount),
            values: .init(
              columnCount: reader.optional {
                $0.count(upTo: 4, limit: LayoutLimits.maximumColumnCount)
              },
              headerHeight: reader.optional { $0.length() }))
          if reader.bool(), (0...30).contains(section.itemCount) {
            section.itemHeights = (0..<section.itemCount).map { heights[$0 % heights.count] }
          }
          return section
        })
      drive(
        layout(&reader), content, reader.viewport(), &reader, newLayout: layout,
        withCounts: SpecTarget.waterfallContent, drag: drag)
    }
  }

  /// A compositional layout of up to three kinds of section, taken in turn: a group of
  /// items along or across the axis with hostile sizes, insets and spacing, and any
  /// orthogonal scrolling behavior.
  static func compositionalLayout(_ reader: inout ByteReader) -> CompositionalLayout {
    func dimension(_ reader: inout ByteReader) -> LayoutDimension {
      let fraction = reader.pick([0.25, 0.5, 1, 0, -1, 1e9, .nan, reader.rawDouble()])
      switch reader.int(below: 4) {
      case 0: return .absolute(reader.length())
      case 1: return .estimated(reader.length())
      case 2: return .fractionalWidth(fraction)
      default: return .fractionalHeight(fraction)
      }
    }
    func size(_ reader: inout ByteReader) -> LayoutSize {
      LayoutSize(widthDimension: dimension(&reader), heightDimension: dimension(&reader))
    }
    let sections = (0...reader.int(below: 3)).map { _ in
      let item = LayoutItem(layoutSize: size(&reader))
      let groupSize = size(&reader)
      let group =
        reader.bool()
        ? LayoutGroup.horizontal(layoutSize: groupSize, subitems: [.item(item)])
        : LayoutGroup.vertical(layoutSize: groupSize, subitems: [.item(item)])
      return LayoutSection(
        group: group, contentInsets: reader.insets(), interGroupSpacing: reader.length(),
        orthogonalScrollingBehavior: reader.pick([
          .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
          .groupPagingCentered,
        ]))
    }
    var configuration = CompositionalLayout.Configuration()
    configuration.scrollDirection = reader.pick([.vertical, .horizontal])
    configuration.interSectionSpacing = reader.length()
    return CompositionalLayout(configuration: configuration) { index, _ in
      sections[index % sections.count]
    }
  }

  /// Runs a collection view of `layout` and `source` through the calls the bytes name.
  ///
  /// - Parameters:
  ///   - newLayout: reads another layout of the same type, for transitions.
  ///   - withCounts: the data with these item counts, section by section.
  ///   - drag: runs a drag, when the data can be reordered.
  static func drive<Source: CollectionDataSource & Equatable>(
    _ layout: Source.Layout, _ source: Source, _ viewport: Viewport, _ reader: inout ByteReader,
    newLayout: ((inout ByteReader) -> Source.Layout)? = nil,
    withCounts: (Source, [Int]) -> Source,
    drag: (
      (CollectionView<Source, RecordingHost>, inout RecordingHost, inout ByteReader) -> Void
    )? = nil
  ) {
    let collection: CollectionView<Source, RecordingHost>
    do {
      collection = try CollectionView(
        layout: layout, dataSource: source, viewport: viewport,
        prefetchMargin: reader.bool() ? 0 : reader.length())
    } catch {
      return
    }
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    requireShowsLayout(collection, host)
    for _ in 0..<(1 + reader.int(below: 8)) {
      step(collection, &host, &reader, newLayout: newLayout, withCounts: withCounts, drag: drag)
      collection.forEachVisibleElement { Invariants.requireFinite($0) }
      if !collection.isAnimating && !collection.isTransitioning
        && collection.interactiveMovement == nil
      {
        collection.updateVisibleElements(host: &host)
        requireShowsLayout(collection, host)
      }
    }
    collection.finishAnimation(host: &host)
    Invariants.check(collection.layout, &reader)
  }

  /// One call the bytes name.
  static func step<Source: CollectionDataSource & Equatable>(
    _ collection: CollectionView<Source, RecordingHost>, _ host: inout RecordingHost,
    _ reader: inout ByteReader, newLayout: ((inout ByteReader) -> Source.Layout)?,
    withCounts: (Source, [Int]) -> Source,
    drag: ((CollectionView<Source, RecordingHost>, inout RecordingHost, inout ByteReader) -> Void)?
  ) {
    switch reader.int(below: 11) {
    case 0, 1:
      batchUpdate(collection, &host, &reader, withCounts: withCounts)
    case 10:
      // One section sideways: only a shelf takes it, and the views then show exactly
      // the layout, whatever the narrow step left alone.
      let section = reader.int(below: collection.numberOfSections + 2) - 1
      let offset = reader.pick([0, 60, -60, 1e6, 2e12, .nan, .infinity, reader.offset()])
      let before = ObservedState(collection, host)
      do {
        try collection.scrollSection(section, to: offset, host: &host)
      } catch {
        before.require(unchangedIn: collection, host, after: error)
        return
      }
      if !collection.isAnimating && !collection.isTransitioning
        && collection.interactiveMovement == nil
      {
        requireShowsLayout(collection, host)
      }
    case 2:
      let before = ObservedState(collection, host)
      do {
        try collection.scroll(to: Point(x: reader.offset(), y: reader.offset()), host: &host)
      } catch {
        before.require(unchangedIn: collection, host, after: error)
      }
    case 3:
      collection.animate(
        to: reader.pick([0, 0.5, 1, -1, 2, .nan, .infinity, reader.rawDouble()]), host: &host)
      if reader.bool() { collection.finishAnimation(host: &host) }
    case 4:
      let counts = (0..<reader.int(below: 4)).map { _ in
        reader.count(upTo: 20, limit: LayoutLimits.maximumItemCount)
      }
      let before = ObservedState(collection, host)
      do {
        try collection.reloadData(withCounts(collection.dataSource, counts), host: &host)
      } catch {
        before.require(unchangedIn: collection, host, after: error)
      }
    case 5:
      var viewport = collection.viewport
      if reader.bool() { viewport.size = reader.size() } else { viewport = reader.viewport() }
      let before = ObservedState(collection, host)
      do {
        try collection.setViewport(viewport, host: &host)
      } catch {
        before.require(unchangedIn: collection, host, after: error)
      }
    case 6:
      let before = ObservedState(collection, host)
      do {
        try collection.scrollToItem(
          at: indexPath(in: collection, &reader),
          position: reader.pick([.top, .center, .bottom]), host: &host)
      } catch {
        before.require(unchangedIn: collection, host, after: error)
      }
    case 7:
      guard let newLayout else { fallthrough }
      let layout = newLayout(&reader)
      let anchor = reader.optional { indexPath(in: collection, &$0) }
      let before = ObservedState(collection, host)
      do {
        try collection.transition(to: layout, anchor: anchor, host: &host)
      } catch {
        before.require(unchangedIn: collection, host, after: error)
        return
      }
      collection.animate(to: reader.pick([0.3, 0.5, 1, .nan]), host: &host)
      if reader.bool() { collection.cancelTransition(host: &host) }
    default:
      guard let drag else { return batchUpdate(collection, &host, &reader, withCounts: withCounts) }
      drag(collection, &host, &reader)
    }
  }

  /// A drag with the steps the bytes name: moves of the finger (to hostile places too),
  /// automatic scrolling, calls that the drag refuses or that end it, then a drop or a
  /// cancel.
  static func drag<Source: ReorderableDataSource & Equatable>(
    _ collection: CollectionView<Source, RecordingHost>, _ host: inout RecordingHost,
    _ reader: inout ByteReader
  ) {
    let item = indexPath(in: collection, &reader)
    let capacity = reader.optional { $0.int(below: 4) }
    let slideCurve = reader.pick([
      nil, TimingCurve.easeOut, .linear, .spring(dampingRatio: 0.8, response: 0.3),
      .cubicBezier(Point(x: 2, y: 0), Point(x: 0.5, y: .nan)),
    ])
    let began = collection.beginInteractiveMovement(
      forItemAt: item,
      options: MovementOptions(liftScale: reader.pick([1.05, 1, 0, .nan]), slideCurve: slideCurve),
      host: &host,
      rule: { proposal in
        guard let capacity else { return proposal.proposed }
        return proposal.hasRoom(forAtMost: capacity) ? proposal.proposed : nil
      })
    guard began else { return }
    for _ in 0..<(1 + reader.int(below: 6)) {
      switch reader.int(below: 6) {
      case 5:
        // A frame of the slide of the items that make room, or its end.
        if reader.bool() {
          collection.animate(to: reader.pick([0.5, 0, 1, -1, 2, .nan, .infinity]), host: &host)
        } else {
          collection.finishAnimation(host: &host)
          Invariants.require(!collection.isAnimating, "a drag's slide did not finish")
          Invariants.require(
            collection.interactiveMovement != nil, "finishing a slide ended the drag")
        }
      case 0, 1, 2:
        let size = collection.contentSize
        let point =
          reader.point(in: size)
        if let target = collection.updateInteractiveMovementTargetPosition(point, host: &host) {
          // A place in the data before the drop: any item of the item's own section, or
          // any place up to the end of another.
          let counts = collection.itemCounts
          let end = target.section == item.section ? 0 : 1
          Invariants.require(
            counts.indices.contains(target.section)
              && target.item >= 0 && target.item < counts[target.section] + end,
            "the drag's target \(target) is not a place for item \(item)")
        }
      case 3:
        let scrolled = collection.autoScrollInteractiveMovement(
          by: reader.pick([1.0 / 60, 0, -1, .nan, .infinity, 10]), host: &host)
        Invariants.require(
          scrolled.x.isFinite && scrolled.y.isFinite, "automatic scrolling by \(scrolled)")
      default:
        // A viewport the layout refuses must leave the drag going.
        var viewport = collection.viewport
        viewport.size = reader.size()
        let before = ObservedState(collection, host)
        do {
          try collection.setViewport(viewport, host: &host)
        } catch {
          before.require(unchangedIn: collection, host, after: error)
        }
        if collection.interactiveMovement == nil { return }
      }
    }
    if reader.bool() {
      let counts = collection.itemCounts
      if let reordering = collection.endInteractiveMovement(host: &host) {
        Invariants.require(
          collection.itemCounts.reduce(0, +) == counts.reduce(0, +),
          "a drop of \(reordering) changed the number of items")
      }
    } else {
      collection.cancelInteractiveMovement(host: &host)
    }
    Invariants.require(collection.interactiveMovement == nil, "the drag did not end")
  }

  /// An index path the bytes name: usually an item's, sometimes one past the end or a
  /// hostile one.
  static func indexPath<Source: CollectionDataSource>(
    in collection: CollectionView<Source, RecordingHost>, _ reader: inout ByteReader
  ) -> IndexPath {
    let counts = collection.itemCounts
    if reader.byte() >= 240 || counts.isEmpty {
      return IndexPath(
        item: reader.pick([-1, .max, .min, 0]), section: reader.pick([-1, 0, .max]))
    }
    let section = reader.int(below: counts.count)
    return IndexPath(item: reader.int(below: counts[section] + 1), section: section)
  }

  /// A random batch, applied: a refused one must throw an ``UpdateError`` and change
  /// nothing.
  static func batchUpdate<Source: CollectionDataSource & Equatable>(
    _ collection: CollectionView<Source, RecordingHost>, _ host: inout RecordingHost,
    _ reader: inout ByteReader, withCounts: (Source, [Int]) -> Source
  ) {
    let countsBefore = collection.itemCounts
    let (update, countsAfter) = batch(countsBefore: countsBefore, &reader)
    let options = UpdateOptions(
      contentOffset: reader.bool() ? .keep : .anchorFirstVisibleItem,
      isAnimated: reader.bool())
    let before = ObservedState(collection, host)
    do {
      try collection.performBatchUpdates(
        update, dataSource: withCounts(collection.dataSource, countsAfter), options: options,
        host: &host)
    } catch {
      before.require(unchangedIn: collection, host, after: error)
    }
  }

  /// Checks that the views show exactly the layout's elements in the visible rect, each
  /// once, and that the collection view never misused its host.
  static func requireShowsLayout<Source: CollectionDataSource>(
    _ collection: CollectionView<Source, RecordingHost>, _ host: RecordingHost
  ) {
    Invariants.require(host.misuses.isEmpty, "the host refused \(host.misuses)")
    Invariants.require(
      host.elementsShownTwice.isEmpty, "two views show \(host.elementsShownTwice)")
    var expected: [ElementID: LayoutAttributes] = [:]
    collection.layout.forEachElement(in: collection.visibleRect) { expected[$0.id] = $0 }
    let shown = host.onScreen
    guard shown != expected else { return }
    let wrong = Set(shown.keys).union(expected.keys).filter { shown[$0] != expected[$0] }
    Invariants.require(
      false,
      "\(wrong.count) views differ from the layout, such as \(wrong.first.map { "\($0)" } ?? "")"
        + ": shown \(wrong.first.flatMap { shown[$0] }.map { "\($0)" } ?? "nothing"), laid out "
        + "\(wrong.first.flatMap { expected[$0] }.map { "\($0)" } ?? "nothing")")
  }

  /// A random batch over sections of `countsBefore` items, and the counts after it as
  /// the batch's item operations would leave them (section operations and some
  /// perturbations make them disagree, as a careless caller would).
  static func batch(countsBefore: [Int], _ reader: inout ByteReader)
    -> (BatchUpdate, [Int])
  {
    var update = BatchUpdate()
    var counts = countsBefore
    func section(_ reader: inout ByteReader) -> Int {
      reader.byte() >= 250 ? reader.pick([-1, .max, .min]) : reader.int(below: counts.count + 1)
    }
    func indexPath(_ reader: inout ByteReader, after: Bool = false) -> IndexPath {
      let section = section(&reader)
      let count = counts.indices.contains(section) ? counts[section] : 0
      let item =
        reader.byte() >= 250
        ? reader.pick([-1, .max, .min]) : reader.int(below: count + (after ? 2 : 1))
      return IndexPath(item: item, section: section)
    }
    for _ in 0..<reader.int(below: 7) {
      switch reader.int(below: 8) {
      case 0:
        let path = indexPath(&reader)
        update.deleteItems.append(path)
        if counts.indices.contains(path.section) { counts[path.section] -= 1 }
      case 1:
        let path = indexPath(&reader, after: true)
        update.insertItems.append(path)
        if counts.indices.contains(path.section) { counts[path.section] += 1 }
      case 2: update.reloadItems.append(indexPath(&reader))
      case 3: update.moveItems.append(.init(from: indexPath(&reader), to: indexPath(&reader)))
      case 4: update.deleteSections.append(section(&reader))
      case 5:
        let index = section(&reader)
        update.insertSections.append(index)
        if index >= 0 && index <= counts.count { counts.insert(reader.int(below: 5), at: index) }
      case 6: update.reloadSections.append(section(&reader))
      default:
        update.moveSections.append(.init(from: section(&reader), to: section(&reader)))
      }
    }
    if reader.int(below: 5) == 0, !counts.isEmpty {
      counts[reader.int(below: counts.count)] = reader.count(
        upTo: 10, limit: LayoutLimits.maximumItemCount)
    }
    return (update, counts.map { max($0, 0) })
  }
}
