/// The prepared state of a ``CarouselLayout``: the sections' item counts and the
/// measures every query derives its frames from.
///
/// Only counts are stored. An item's frame, scale and turn follow from its index and
/// the content offset, so a scroll step changes nothing here.
struct CarouselGeometry {
  /// The configuration of the preparation.
  var configuration: CarouselLayout.Configuration
  /// The index among all items of each section's first item, and the number of items
  /// after the last section.
  var sectionStarts: [Int]
  /// The viewport's size along the scroll axis.
  var viewportLength: Double
  /// The content's size across the scroll axis: the viewport's or the item's, whichever
  /// is larger.
  var contentBreadth: Double
  /// The space before the first item and after the last, so that both can come to the
  /// viewport's center.
  var endPadding: Double
  /// Whether the row runs from right to left: a horizontal carousel in a right-to-left
  /// layout, mirrored as UIKit mirrors a collection view.
  var isMirrored: Bool

  /// An empty geometry.
  init(configuration: CarouselLayout.Configuration) {
    self.configuration = configuration
    self.sectionStarts = [0]
    self.viewportLength = 0
    self.contentBreadth = 0
    self.endPadding = 0
    self.isMirrored = false
  }

  /// The geometry of `sectionStarts` items for `viewport`'s size and direction.
  init(
    configuration: CarouselLayout.Configuration, sectionStarts: [Int], viewport: Viewport
  ) {
    self.configuration = configuration
    self.sectionStarts = sectionStarts
    let viewportSize = viewport.size
    let horizontal = configuration.scrollDirection == .horizontal
    isMirrored = horizontal && viewport.layoutDirection == .rightToLeft
    viewportLength = horizontal ? viewportSize.width : viewportSize.height
    let viewportBreadth = horizontal ? viewportSize.height : viewportSize.width
    let itemBreadth = horizontal ? configuration.itemSize.height : configuration.itemSize.width
    contentBreadth = max(viewportBreadth, itemBreadth)
    endPadding = max((viewportLength - configuration.itemLength) / 2, 0)
  }

  /// The number of items of all sections.
  var itemCount: Int { sectionStarts[sectionStarts.count - 1] }
  /// The number of sections.
  var sectionCount: Int { sectionStarts.count - 1 }
  /// The distance between the centers of neighboring items.
  var pitch: Double { configuration.itemLength + configuration.itemSpacing }
  /// The center of the first item along the scroll axis.
  var firstCenter: Double { endPadding + configuration.itemLength / 2 }

  /// The content's extent along the scroll axis.
  var contentLength: Double {
    itemCount == 0 ? 0 : 2 * endPadding + Double(itemCount) * pitch - configuration.itemSpacing
  }

  /// The size of the content.
  var contentSize: Size {
    let length = contentLength
    return configuration.scrollDirection == .horizontal
      ? Size(width: length, height: contentBreadth)
      : Size(width: contentBreadth, height: length)
  }

  /// The offset along the scroll axis measured from the row's start: the content
  /// offset's, or in a mirrored row the distance from the content's right edge to the
  /// viewport's. Every computation of the row is made in these leading coordinates.
  func leadingOffset(_ contentOffset: Point) -> Double {
    isMirrored ? contentLength - viewportLength - contentOffset.x : along(contentOffset)
  }

  /// The content offset along the scroll axis of the leading offset `offset`: the
  /// inverse of ``leadingOffset(_:)``.
  func contentOffset(leading offset: Double) -> Double {
    isMirrored ? contentLength - viewportLength - offset : offset
  }

  /// The leading offset along the scroll axis that puts item `index`'s center at the
  /// viewport's center.
  func offset(centering index: Int) -> Double {
    firstCenter + Double(index) * pitch - viewportLength / 2
  }

  /// The scroll position in items for a leading offset: 0 when the first item is at the
  /// viewport's center, 1 for the second.
  func position(atOffset offset: Double) -> Double {
    (offset + viewportLength / 2 - firstCenter) / pitch
  }

  /// The offset along the scroll axis of `point`.
  func along(_ point: Point) -> Double {
    configuration.scrollDirection == .horizontal ? point.x : point.y
  }

  /// The index among all items of the item at `indexPath`, or `nil` if there is none.
  func index(of indexPath: IndexPath) -> Int? {
    guard indexPath.section >= 0, indexPath.section < sectionCount, indexPath.item >= 0
    else { return nil }
    let start = sectionStarts[indexPath.section]
    // Compared with the section's count before adding, so that an item near Int.max
    // cannot overflow.
    guard indexPath.item < sectionStarts[indexPath.section + 1] - start else { return nil }
    return start + indexPath.item
  }

  /// The index path of the item at `index` among all items.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  func indexPath(of index: Int) -> IndexPath {
    let section = (0..<sectionCount).partitionPoint { sectionStarts[$0 + 1] <= index }
    return IndexPath(item: index - sectionStarts[section], section: section)
  }

  /// The item nearest the viewport's center at the leading offset `offset`, or `nil`
  /// without items.
  func centerIndex(atOffset offset: Double) -> Int? {
    guard itemCount > 0 else { return nil }
    let nearest = position(atOffset: offset).rounded()
    return Int(min(max(nearest, 0), Double(itemCount - 1)))
  }
}
