/// The element whose place on screen a correction of estimated sizes keeps.
public enum ScrollAnchor: Hashable, Sendable {
  /// The visible item with the lowest index path keeps its leading edge where it is on
  /// screen: a list read from the top.
  case firstVisibleItem
  /// The visible item with the highest index path keeps its trailing edge where it is on
  /// screen: a list anchored at the bottom, such as a chat.
  case lastVisibleItem
}
