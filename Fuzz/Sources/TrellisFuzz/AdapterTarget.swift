import Trellis
import TrellisAdapter
import TrellisSpec

/// Drives the adapter's ``LayoutDriver`` as UIKit drives a `UICollectionViewLayout`, with
/// calls read from the fuzzer's bytes: scrolls (`shouldInvalidateLayout(forBoundsChange:)`,
/// the invalidation context, `prepare()`), batch updates (an invalidation of the data
/// counts, `prepare()`, queries, `prepare(forCollectionViewUpdates:)`, the initial and
/// final attributes, `finalizeCollectionViewUpdates()`, the target content offset),
/// reloads, rotations and interactive moves, with update items that may break any rule.
///
/// After every `prepare()` the driver may answer only with finite attributes of
/// elements the data has, and whenever the driver accepted what it was given its layout
/// must equal one prepared from scratch with the same data and viewport.
enum AdapterTarget {
  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes)
    let layout = FlowLayout(configuration: APITarget.flowConfiguration(&reader))
    // Every section has the same header, so that data with other counts
    // (`SpecTarget.flowContent`) differs from it only in what the update items say.
    let header = reader.optional { $0.size() }
    var data = FlowContent(
      sections: (0..<reader.int(below: 4)).map { _ in
        FlowContent.Section(
          itemCount: reader.count(upTo: 30, limit: LayoutLimits.maximumItemCount),
          values: .init(headerReferenceSize: header))
      })
    var viewport = reader.viewport()
    let driver = LayoutDriver<FlowContent>(
      layout: layout,
      contentOffsetAdjustment: reader.bool() ? .keep : .anchorFirstVisibleItem)
    driver.prepare(for: viewport, dataSource: data)
    guard driver.lastError == nil else { return }
    requireSound(driver, data: data, viewport: viewport, &reader)
    for _ in 0..<(1 + reader.int(below: 8)) {
      switch reader.int(below: 6) {
      case 0, 1:
        viewport.contentOffset = Point(x: reader.offset(), y: reader.offset())
        scroll(driver, to: &viewport, data: data)
      case 2:
        update(driver, &data, viewport: &viewport, &reader)
      case 3:
        data = SpecTarget.flowContent(
          data,
          (0..<reader.int(below: 4)).map { _ in
            reader.count(upTo: 20, limit: LayoutLimits.maximumItemCount)
          })
        driver.invalidate(everything: true, dataSourceCounts: true)
        driver.prepare(for: viewport, dataSource: data)
      case 4:
        // A rotation: the size changes, and the offset follows the first visible item.
        var rotated = viewport
        rotated.size =
          reader.bool()
          ? Size(width: viewport.size.height, height: viewport.size.width)
          : reader.size()
        if driver.shouldInvalidate(for: rotated), driver.invalidate(for: rotated) != .nothing {
          viewport = rotated
          driver.prepare(for: viewport, dataSource: data)
          viewport.contentOffset = driver.targetContentOffset(forProposed: viewport.contentOffset)
          Invariants.require(
            viewport.contentOffset.x.isFinite && viewport.contentOffset.y.isFinite,
            "a rotation's offset \(viewport.contentOffset)")
          scroll(driver, to: &viewport, data: data)
        }
      default:
        move(driver, &data, viewport: viewport, &reader)
      }
      requireSound(driver, data: data, viewport: viewport, &reader)
    }
  }

  /// A scroll to `viewport`'s offset, as UIKit asks it; an offset the layout refuses
  /// leaves the viewport as it was.
  static func scroll(
    _ driver: LayoutDriver<FlowContent>, to viewport: inout Viewport, data: FlowContent
  ) {
    let bounds = viewport.bounds
    if driver.shouldInvalidate(forBoundsChange: bounds) {
      _ = driver.invalidate(forBoundsChange: bounds)
    }
    driver.prepare(for: viewport, dataSource: data)
    viewport = driver.layout.viewport
  }

  /// A batch update in UIKit's order, with update items that may break any rule and
  /// data whose counts may not match them.
  static func update(
    _ driver: LayoutDriver<FlowContent>, _ data: inout FlowContent, viewport: inout Viewport,
    _ reader: inout ByteReader
  ) {
    let countsBefore = driver.itemCounts
    let (batch, countsAfter) = CollectionTarget.batch(countsBefore: countsBefore, &reader)
    var items: [UpdateItem] = []
    for path in batch.deleteItems { items.append(UpdateItem(action: .delete, before: .item(path))) }
    for path in batch.insertItems { items.append(UpdateItem(action: .insert, after: .item(path))) }
    for path in batch.reloadItems { items.append(UpdateItem(action: .reload, before: .item(path))) }
    for move in batch.moveItems {
      items.append(UpdateItem(action: .move, before: .item(move.from), after: .item(move.to)))
    }
    for section in batch.deleteSections {
      items.append(UpdateItem(action: .delete, before: .section(section)))
    }
    for section in batch.insertSections {
      items.append(UpdateItem(action: .insert, after: .section(section)))
    }
    if reader.int(below: 8) == 0 {
      // Items UIKit would never send: a move without a destination, a `none`.
      items.append(UpdateItem(action: reader.pick([.move, .none, .insert, .delete])))
    }
    let newData = SpecTarget.flowContent(data, countsAfter)
    driver.invalidate(everything: false, dataSourceCounts: true)
    driver.prepare(for: viewport, dataSource: newData)
    // Between the invalidation and the update items UIKit already asks for attributes,
    // which must be of elements the new data has.
    requireOnlyExisting(driver, counts: countsAfter, in: viewport.bounds)
    driver.prepare(forUpdates: items, dataSource: newData)
    data = newData
    driver.layout.forEachElement(in: driver.layout.viewport.bounds) { attributes in
      if let start = driver.initialAttributes(forAppearing: attributes.id) {
        Invariants.requireFinite(start)
      }
      if let end = driver.finalAttributes(forDisappearing: attributes.id) {
        Invariants.requireFinite(end)
      }
    }
    driver.finalizeUpdates()
    viewport.contentOffset = driver.targetContentOffset(forProposed: viewport.contentOffset)
    Invariants.require(
      viewport.contentOffset.x.isFinite && viewport.contentOffset.y.isFinite,
      "an update's offset \(viewport.contentOffset)")
    scroll(driver, to: &viewport, data: data)
  }

  /// An interactive move in UIKit's order: targets for positions of the finger, an
  /// invalidation and a `prepare()` for each new target, then a drop (a batch update with
  /// one move) or a cancel.
  static func move(
    _ driver: LayoutDriver<FlowContent>, _ data: inout FlowContent, viewport: Viewport,
    _ reader: inout ByteReader
  ) {
    let counts = driver.itemCounts
    let filled = counts.indices.filter { counts[$0] > 0 }
    guard !filled.isEmpty, driver.lastError == nil else { return }
    let section = filled[reader.int(below: filled.count)]
    let original = IndexPath(item: reader.int(below: counts[section]), section: section)
    var current = original
    var shown = data
    for _ in 0..<(1 + reader.int(below: 4)) {
      let size = driver.layout.contentSize
      let position =
        reader.point(in: size)
      let target = driver.targetIndexPath(forMovingItemAt: current, to: position)
      let shownCounts = LayoutDriverCounts.of(shown)
      Invariants.require(
        shownCounts.indices.contains(target.section) && target.item >= 0
          && target.item < shownCounts[target.section]
            + (target.section == current.section ? 0 : 1),
        "the target \(target) of a move is not a place for an item")
      guard target != current else { continue }
      shown.moveItem(at: current, to: target)
      driver.invalidate(movingItemsFrom: [current], to: [target])
      driver.prepare(for: viewport, dataSource: shown)
      current = target
      requireSound(driver, data: shown, viewport: viewport, &reader)
    }
    if reader.bool() {
      driver.invalidate(everything: false, dataSourceCounts: true)
      driver.prepare(for: viewport, dataSource: shown)
      driver.prepare(
        forUpdates: [UpdateItem(action: .move, before: .item(original), after: .item(current))],
        dataSource: shown)
      driver.finalizeUpdates()
      data = shown
    } else if current != original {
      driver.invalidate(movingItemsFrom: [current], to: [original])
      driver.prepare(for: viewport, dataSource: data)
    }
    driver.endMovement()
  }

  /// Checks that the driver answers only for elements `counts` has, with finite
  /// attributes that its look-up agrees with.
  static func requireOnlyExisting(
    _ driver: LayoutDriver<FlowContent>, counts: [Int], in rect: Rect
  ) {
    driver.forEachElement(in: rect) { attributes in
      Invariants.requireFinite(attributes)
      if case .cell(let path) = attributes.id {
        Invariants.require(
          counts.indices.contains(path.section) && path.item < counts[path.section],
          "the driver answers for \(path), which data of \(counts) items lacks")
      }
      Invariants.require(
        driver.attributes(for: attributes.id) != nil,
        "the driver lists \(attributes.id) but has no attributes for it")
    }
  }

  /// Checks the driver after a `prepare()`: it answers only for elements the data has,
  /// and, when it accepted everything, its layout is the one a preparation from scratch
  /// gives.
  static func requireSound(
    _ driver: LayoutDriver<FlowContent>, data: FlowContent, viewport: Viewport,
    _ reader: inout ByteReader
  ) {
    let counts = LayoutDriverCounts.of(data)
    requireOnlyExisting(driver, counts: counts, in: driver.layout.viewport.bounds)
    guard driver.lastError == nil, driver.itemCounts == counts else { return }
    let fresh = FlowLayout(configuration: driver.layout.configuration)
    guard (try? fresh.prepare(for: driver.layout.viewport, dataSource: data)) != nil else {
      return
    }
    Invariants.requireSame(
      Invariants.Snapshot(driver.layout), Invariants.Snapshot(fresh),
      "the driver's layout differs from one prepared from scratch")
    Invariants.check(driver.layout, &reader)
  }
}

/// The item counts of data, section by section.
enum LayoutDriverCounts {
  static func of(_ data: some CollectionDataSource) -> [Int] {
    (0..<max(0, data.numberOfSections)).map { data.numberOfItems(inSection: $0) }
  }
}
