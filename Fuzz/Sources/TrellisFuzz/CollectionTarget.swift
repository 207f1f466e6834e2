import Trellis

/// Drives a collection view over a layout with random batch updates, scrolls,
/// animation steps and reloads, read from the fuzzer's bytes.
///
/// A batch may be valid or break any rule: index paths out of range, duplicates,
/// counts that do not add up, moves onto deleted places. A refused batch must throw an
/// ``UpdateError`` and change nothing; no batch may trap.
enum CollectionTarget {
  static func run<Source: CollectionDataSource>(
    _ layout: Source.Layout, _ source: Source, _ viewport: Viewport,
    _ reader: inout ByteReader, withCounts: (Source, [Int]) -> Source
  ) {
    guard
      let collection = try? CollectionView<Source, NullHost>(
        layout: layout, dataSource: source, viewport: viewport,
        prefetchMargin: reader.bool() ? 0 : reader.length())
    else { return }
    var host = NullHost()
    collection.updateVisibleElements(host: &host)
    requireVisibleFinite(collection)
    for _ in 0..<(1 + reader.int(below: 4)) {
      switch reader.int(below: 6) {
      case 0, 1, 2:
        let countsBefore = (0..<collection.numberOfSections).map {
          collection.numberOfItems(inSection: $0)
        }
        let (update, countsAfter) = batch(countsBefore: countsBefore, &reader)
        guard BatchScreen.allows(update, countsBefore: countsBefore, countsAfter: countsAfter)
        else { continue }
        let offsetBefore = collection.contentOffset
        let options = UpdateOptions(
          contentOffset: reader.bool() ? .keep : .anchorFirstVisibleItem,
          isAnimated: reader.bool())
        do {
          try collection.performBatchUpdates(
            update, dataSource: withCounts(collection.dataSource, countsAfter), options: options,
            host: &host)
        } catch {
          Invariants.require(
            collection.contentOffset == offsetBefore,
            "a refused update moved the content offset")
          Invariants.require(
            (0..<countsBefore.count).allSatisfy {
              collection.numberOfItems(inSection: $0) == countsBefore[$0]
            } && collection.numberOfSections == countsBefore.count,
            "a refused update changed the counts")
        }
      case 3:
        _ = try? collection.scroll(to: Point(x: reader.offset(), y: reader.offset()), host: &host)
      case 4:
        collection.animate(
          to: reader.pick([0, 0.5, 1, -1, 2, .nan, .infinity, reader.rawDouble()]), host: &host)
        if reader.bool() { collection.finishAnimation(host: &host) }
      default:
        let counts = (0..<reader.int(below: 4)).map { _ in
          reader.count(upTo: 20, limit: LayoutLimits.maximumItemCount)
        }
        try? collection.reloadData(withCounts(collection.dataSource, counts), host: &host)
      }
      requireVisibleFinite(collection)
    }
    collection.finishAnimation(host: &host)
    Invariants.check(collection.layout, &reader)
  }

  /// Checks that every element with a view has a finite frame.
  static func requireVisibleFinite(
    _ collection: CollectionView<some CollectionDataSource, NullHost>
  ) {
    collection.forEachVisibleElement { Invariants.requireFinite($0) }
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
