/// The sizes a host measured for self-sizing elements, and the size of the frame each
/// was measured in.
///
/// Items are kept section by section, so that a layout reading one section's sizes
/// touches only that section's measurements, and within a section in blocks of
/// consecutive items, so that recording a size in a copy copies one block; headers and
/// footers are kept by section.
public struct MeasuredSizes: Hashable, Sendable {
  /// One measured size and the size of the frame the element had when it was measured,
  /// or `nil` once the measurement is out of date.
  struct Measurement: Hashable, Sendable {
    var size: Size
    var fitting: Size?
  }

  /// The largest number of times one element's size may change in one measuring pass
  /// before the pass stops with ``SelfSizingError/measurementDidNotSettle(_:sizes:)``.
  public static let maximumCorrectionsPerPass = 4

  private var items: [Int: MeasuredItems] = [:]
  private var headers: [Int: Measurement] = [:]
  private var footers: [Int: Measurement] = [:]

  /// No measured sizes.
  public init() {}

  /// The number of elements with a measured size.
  public private(set) var count = 0

  /// Whether no element has a measured size.
  public var isEmpty: Bool { count == 0 }

  /// The measured size of `element`, or `nil` if it has not been measured.
  ///
  /// - Complexity: O(1).
  public func size(for element: ElementID) -> Size? { measurement(for: element)?.size }

  /// Whether some item of `section` has a measured size.
  func hasItems(inSection section: Int) -> Bool { items[section] != nil }

  /// Calls `body` with every measured item of `section` and its size.
  ///
  /// - Complexity: O(*m*) for the *m* measured items of the section.
  func forEachItem(inSection section: Int, _ body: (Int, Size) -> Void) {
    items[section]?.forEachItem { item, measurement in body(item, measurement.size) }
  }

  func measurement(for element: ElementID) -> Measurement? {
    switch element {
    case .cell(let indexPath): items[indexPath.section]?[indexPath.item]
    case .supplementary(.sectionHeader, let indexPath): headers[indexPath.section]
    case .supplementary(.sectionFooter, let indexPath): footers[indexPath.section]
    case .supplementary, .decoration: nil
    }
  }

  /// Records `size` as `element`'s, measured in a frame of size `fitting`. Elements other
  /// than cells, section headers and section footers are not recorded.
  ///
  /// - Complexity: O(1) when these sizes share nothing with a copy; otherwise, besides,
  ///   a copy of the item's block of 1,024 items and of its section's list of blocks.
  public mutating func record(_ size: Size, fitting: Size, for element: ElementID) {
    let measurement = Measurement(size: size, fitting: fitting)
    let previous: Measurement?
    switch element {
    case .cell(let indexPath):
      previous = items[indexPath.section, default: MeasuredItems()].updateValue(
        measurement, forItem: indexPath.item)
    case .supplementary(.sectionHeader, let indexPath):
      previous = headers.updateValue(measurement, forKey: indexPath.section)
    case .supplementary(.sectionFooter, let indexPath):
      previous = footers.updateValue(measurement, forKey: indexPath.section)
    case .supplementary, .decoration:
      return
    }
    if previous == nil { count += 1 }
  }

  /// Marks the measurement of `element`, if any, as out of date: it keeps its size until
  /// it is measured again.
  mutating func invalidate(_ element: ElementID) {
    switch element {
    case .cell(let indexPath): items[indexPath.section]?[indexPath.item]?.fitting = nil
    case .supplementary(.sectionHeader, let indexPath): headers[indexPath.section]?.fitting = nil
    case .supplementary(.sectionFooter, let indexPath): footers[indexPath.section]?.fitting = nil
    case .supplementary, .decoration: return
    }
  }

  /// The measurements moved to the index paths their elements have after the update
  /// `mapping` describes; reloaded elements and the headers and footers of reloaded
  /// sections keep their sizes, out of date.
  func carried(through mapping: UpdateMapping) -> MeasuredSizes {
    var result = MeasuredSizes()
    for (section, measured) in items {
      measured.forEachItem { item, measurement in
        guard let new = mapping.newIndexPath(forOld: IndexPath(item: item, section: section))
        else { return }
        var carried = measurement
        if case .reloaded = mapping.change(ofNewItem: new) { carried.fitting = nil }
        result.items[new.section, default: MeasuredItems()][new.item] = carried
        result.count += 1
      }
    }
    func carry(_ measurement: Measurement, of section: Int) -> (Int, Measurement)? {
      guard let new = mapping.newSection(forOld: section) else { return nil }
      var carried = measurement
      if mapping.isReloaded(sectionBefore: section) { carried.fitting = nil }
      return (new, carried)
    }
    for (old, measurement) in headers {
      guard let (new, carried) = carry(measurement, of: old) else { continue }
      result.headers[new] = carried
      result.count += 1
    }
    for (old, measurement) in footers {
      guard let (new, carried) = carry(measurement, of: old) else { continue }
      result.footers[new] = carried
      result.count += 1
    }
    return result
  }

  /// Moves the measurement of the item at `source` to `destination`, both index paths
  /// in the order before the move, and shifts the items between as the move shifts them.
  ///
  /// ```swift
  /// var shown = measured
  /// shown.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
  /// shown.size(for: .cell(IndexPath(item: 2, section: 0)))  // item 0's measured size
  /// ```
  ///
  /// - Complexity: O(*m*) for the *m* measured items of the two sections.
  public mutating func moveItem(at source: IndexPath, to destination: IndexPath) {
    var from = items.removeValue(forKey: source.section) ?? MeasuredItems()
    let moved = from.updateValue(nil, forItem: source.item)
    from = from.shifting(after: source.item, by: -1)
    if !from.isEmpty { items[source.section] = from }
    var into = items.removeValue(forKey: destination.section) ?? MeasuredItems()
    into = into.shifting(after: destination.item - 1, by: 1)
    into[destination.item] = moved
    if !into.isEmpty { items[destination.section] = into }
  }

  /// Forgets every measured size.
  public mutating func removeAll() {
    self = MeasuredSizes()
  }
}
