import Trellis
import TrellisSpec

/// The collection view the page shows, for one type of data, and the edits the page's
/// buttons make to it.
public final class PageSession<Content: EditableContent> {
  /// The collection view; its host is the page's ``PageHost``.
  public let collection: CollectionView<Content, PageHost>
  /// The identity the next inserted item gets.
  private var nextIdentity: Int
  /// The rule of the running drag.
  var movementRule: MovementRule?
  /// The sections whose items are a tree, by section: their rows show and hide as
  /// their parents expand and collapse, and no other edit changes them.
  var outlines: [Int: PageOutline] = [:]

  /// Creates the collection view of `layout` with `content` for `viewport`, numbers the
  /// items in order, and gives the elements in the visible rect their views.
  ///
  /// The items of a section that `outlines` gives are the visible rows of its tree; the
  /// tree's items, hidden ones too, are numbered in the spec's order (``PageOutline``).
  ///
  /// - Throws: the layout's error for a value it refuses; `host` is then untouched.
  public init(
    layout: Content.Layout, content: Content, viewport: Viewport, prefetchMargin: Double,
    outlines: [SpecOutline] = [], host: inout PageHost
  ) throws(LayoutError) {
    collection = try CollectionView(
      layout: layout, dataSource: content, viewport: viewport, prefetchMargin: prefetchMargin)
    var trees: [Int: SpecOutline] = [:]
    for outline in outlines { trees[outline.section] = outline }
    var identities: [[Int]] = []
    var next = 0
    for (section, count) in collection.itemCounts.enumerated() {
      if let tree = trees[section], tree.visibleCount == count {
        let outline = PageOutline(tree, numberedFrom: next)
        self.outlines[section] = outline
        identities.append(outline.visibleIdentities)
        next += outline.count
      } else {
        identities.append(Array(next..<(next + count)))
        next += count
      }
    }
    nextIdentity = next
    host.identities = identities
    collection.updateVisibleElements(host: &host)
  }

  /// Scrolls to `offset`.
  ///
  /// - Throws: the layout's error for an offset that is not finite.
  public func scroll(to offset: Point, host: inout PageHost) throws(LayoutError) {
    try collection.scroll(to: offset, host: &host)
  }

  /// Inserts a copy of the item at `indexPath`, at `indexPath`, with an animation.
  ///
  /// - Throws: ``UpdateError`` when there is no such section or position; nothing
  ///   changes then.
  public func insert(at indexPath: IndexPath, host: inout PageHost) throws(UpdateError) {
    var identities = host.identities
    var content = collection.dataSource
    // A place the data has room for; any other goes to the batch update unchanged,
    // which refuses it with UIKit's rule.
    let count = collection.numberOfItems(inSection: indexPath.section)
    if (0..<collection.numberOfSections).contains(indexPath.section),
      (0...count).contains(indexPath.item)
    {
      if identities.indices.contains(indexPath.section) {
        identities[indexPath.section].insert(nextIdentity, at: indexPath.item)
      }
      content = content.inserting(at: indexPath, copying: indexPath.item < count ? indexPath : nil)
    }
    try update(
      BatchUpdate(insertItems: [indexPath]), content: content, identities: identities,
      host: &host)
    nextIdentity += 1
  }

  /// Deletes the item at `indexPath`, with an animation.
  ///
  /// - Throws: ``UpdateError`` when there is no such item; nothing changes then.
  public func delete(at indexPath: IndexPath, host: inout PageHost) throws(UpdateError) {
    var identities = host.identities
    var content = collection.dataSource
    if collection.numberOfItems(inSection: indexPath.section) > indexPath.item,
      indexPath.item >= 0
    {
      identities[indexPath.section].remove(at: indexPath.item)
      content = content.removing(at: indexPath)
    }
    try update(
      BatchUpdate(deleteItems: [indexPath]), content: content, identities: identities,
      host: &host)
  }

  /// Shuffles the items of every section but an outline's: a new snapshot of the same identities in a
  /// random order, applied as the batch update of moves its diff computes.
  public func shuffle(using generator: inout SplitMix64, host: inout PageHost)
    throws(UpdateError)
  {
    let before = host.identities
    var content = collection.dataSource
    var identities = before
    for section in before.indices where outlines[section] == nil {
      let order = generator.permutation(of: before[section].count)
      identities[section] = order.map { before[section][$0] }
      content = content.reordering(section: section, by: order)
    }
    let update: BatchUpdate
    do {
      let old = try Snapshot(before.indices.map { ($0, before[$0]) })
      let new = try Snapshot(identities.indices.map { ($0, identities[$0]) })
      update = new.batchUpdate(from: old)
    } catch {
      return
    }
    try self.update(update, content: content, identities: identities, host: &host)
  }

  /// Starts an animated transition to `layout`, which the data prepares for the
  /// viewport; the visible item nearest the center stays in place.
  ///
  /// - Throws: the layout's error for a value it refuses; nothing changes then.
  public func transition(to layout: Content.Layout, host: inout PageHost) throws(LayoutError) {
    try collection.transition(to: layout, host: &host)
  }

  /// Applies `update` with `options`, whose data after is `content` and whose items
  /// after have `identities`; the host keeps the identities before when the update is
  /// refused.
  func update(
    _ update: BatchUpdate, options: UpdateOptions = UpdateOptions(), content: Content,
    identities: [[Int]], host: inout PageHost
  ) throws(UpdateError) {
    let before = host.identities
    if collection.isAnimating { collection.finishAnimation(host: &host) }
    host.identities = identities
    do {
      try collection.performBatchUpdates(
        update, dataSource: content, options: options, host: &host)
    } catch {
      host.identities = before
      throw error
    }
  }
}
