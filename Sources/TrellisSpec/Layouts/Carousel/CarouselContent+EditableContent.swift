import Trellis

extension CarouselContent: EditableContent {
  /// The counts with one more item in the section of `indexPath`.
  public func inserting(at indexPath: IndexPath, copying source: IndexPath?) -> CarouselContent {
    var counts = itemCounts
    counts[indexPath.section] += 1
    return CarouselContent(itemCounts: counts)
  }

  /// The counts with one item fewer in the section of `indexPath`.
  public func removing(at indexPath: IndexPath) -> CarouselContent {
    var counts = itemCounts
    counts[indexPath.section] -= 1
    return CarouselContent(itemCounts: counts)
  }

  /// The same counts: a carousel's items all have the layout's size.
  public func reordering(section: Int, by order: [Int]) -> CarouselContent { self }
}
