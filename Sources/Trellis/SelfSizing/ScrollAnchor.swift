/// The element whose place on screen a correction of estimated sizes keeps.
///
/// Among the visible items, those whose size is already settled come first: an item
/// that has just scrolled into view and is about to be measured is the anchor only when
/// no visible item is settled.
public enum ScrollAnchor: Hashable, Sendable {
  /// The visible item with the lowest index path keeps its leading edge where it is on
  /// screen: a list read from the top.
  case firstVisibleItem
  /// The visible item with the highest index path keeps its trailing edge where it is on
  /// screen: a list anchored at the bottom, such as a chat.
  case lastVisibleItem
}
