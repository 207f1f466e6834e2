import Trellis

/// A tiny custom layout for testing the kit itself: one section of square items in rows
/// of `columns`, under a header, with a fault that can be switched on.
final class ShelfLayout: CollectionLayout {
  /// A deliberate mistake the layout can make.
  enum Fault: CaseIterable, Sendable {
    /// None: the layout conforms.
    case none
    /// Rect queries never report the last item.
    case queryDropsLastItem
    /// Rect queries report the header wherever the rect is.
    case queryReportsHeaderEverywhere
    /// Rect queries report the first item twice.
    case queryRepeatsFirstItem
    /// Rect queries report item 0 with another alpha.
    case queryChangesAttributes
    /// `attributes(for:)` answers `nil` for the header.
    case lookupMissesHeader
    /// `attributes(for:)` answers for one item past the last.
    case lookupInventsItem
    /// The last item's frame has a NaN width.
    case nanFrame
    /// Every element is reported twice.
    case duplicateElements
    /// Hit testing answers the item to the left of the one under the point.
    case hitTestOffByOne
    /// An update keeps the frames it had and ignores the new item count.
    case updateIgnoresData
    /// An appearing element starts at its place, opaque, instead of fading in.
    case appearsOpaque
  }

  let side: Double = 40
  let columns = 4
  let fault: Fault
  private(set) var viewport = Viewport(size: .zero)
  private(set) var itemCount = 0

  init(fault: Fault = .none) { self.fault = fault }

  func prepare(for viewport: Viewport, itemCount: Int) {
    self.viewport = viewport
    self.itemCount = itemCount
  }

  var contentSize: Size {
    Size(width: side * Double(columns), height: side * Double(1 + rows))
  }

  private var rows: Int { (itemCount + columns - 1) / columns }

  private var header: LayoutAttributes {
    LayoutAttributes(
      id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 0)),
      frame: Rect(x: 0, y: 0, width: side * Double(columns), height: side))
  }

  private func item(_ index: Int) -> LayoutAttributes {
    let width = fault == .nanFrame && index == itemCount - 1 ? Double.nan : side
    return LayoutAttributes(
      id: .cell(IndexPath(item: index, section: 0)),
      frame: Rect(
        x: side * Double(index % columns), y: side * Double(1 + index / columns), width: width,
        height: side))
  }

  func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    forEachElement { attributes in
      let isLast = attributes.id == .cell(IndexPath(item: itemCount - 1, section: 0))
      let isFirst = attributes.id == .cell(IndexPath(item: 0, section: 0))
      switch fault {
      case .queryDropsLastItem where isLast: return
      case .queryReportsHeaderEverywhere where attributes.id == header.id:
        body(attributes)
        return
      case .queryRepeatsFirstItem where isFirst && attributes.frame.intersects(rect):
        body(attributes)
      case .queryChangesAttributes where isFirst && attributes.frame.intersects(rect):
        var changed = attributes
        changed.alpha = 0.5
        body(changed)
        return
      default: break
      }
      if attributes.frame.intersects(rect) { body(attributes) }
    }
  }

  func forEachElement(_ body: (LayoutAttributes) -> Void) {
    body(header)
    if fault == .duplicateElements { body(header) }
    for index in 0..<itemCount {
      body(item(index))
      if fault == .duplicateElements { body(item(index)) }
    }
  }

  func attributes(for element: ElementID) -> LayoutAttributes? {
    if element == header.id { return fault == .lookupMissesHeader ? nil : header }
    guard case .cell(let indexPath) = element, indexPath.section == 0 else { return nil }
    let count = fault == .lookupInventsItem ? itemCount + 1 : itemCount
    guard (0..<count).contains(indexPath.item) else { return nil }
    return item(indexPath.item)
  }

  func indexPathForItem(at point: Point) -> IndexPath? {
    guard point.y >= side, point.x >= 0, point.x < side * Double(columns) else { return nil }
    let row = Int((point.y / side).rounded(.down)) - 1
    let column = Int((point.x / side).rounded(.down))
    var index = row * columns + column
    if fault == .hitTestOffByOne { index -= 1 }
    return (0..<itemCount).contains(index) ? IndexPath(item: index, section: 0) : nil
  }

  func initialAttributes(forAppearing element: ElementID) -> LayoutAttributes? {
    guard var attributes = attributes(for: element) else { return nil }
    if fault != .appearsOpaque { attributes.alpha = 0 }
    return attributes
  }

  func invalidation(for newViewport: Viewport) -> Invalidation { .none }

  func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    viewport = newViewport
    return .none
  }
}

/// The data of a ``ShelfLayout``: a number of items.
struct Shelf: CollectionDataSource {
  typealias Layout = ShelfLayout

  var itemCount: Int

  var numberOfSections: Int { 1 }

  func numberOfItems(inSection section: Int) -> Int { itemCount }

  func prepare(_ layout: ShelfLayout, for viewport: Viewport) throws(LayoutError) {
    layout.prepare(for: viewport, itemCount: itemCount)
  }

  func update(_ layout: ShelfLayout, for change: LayoutChange) throws(LayoutError) {
    guard layout.fault != .updateIgnoresData else { return }
    layout.prepare(for: layout.viewport, itemCount: itemCount)
  }
}
