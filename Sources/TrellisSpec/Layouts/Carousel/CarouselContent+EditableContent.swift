import Trellis

extension CarouselContent: ItemCountContent {
  /// The counts, all of a carousel's data: its items all have the layout's size.
  public static func counting(_ itemCounts: [Int]) -> CarouselContent {
    CarouselContent(itemCounts: itemCounts)
  }
}
