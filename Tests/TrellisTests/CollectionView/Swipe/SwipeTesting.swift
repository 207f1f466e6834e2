import Trellis
import TrellisTesting

/// An inbox to swipe: a plain list of 20 rows of 44 points in a viewport 390 points
/// wide and 400 high. Every row but 3 has a leading Unread button of 80 points; every row
/// but 5 has trailing Delete (destructive, the default width of 74) and Archive (90)
/// buttons, 164 points together; row 5 has none at all, so it cannot be swiped.
enum Inbox {
  typealias Collection = CollectionView<CompositionalContent, RecordingHost>

  static let delete = SwipeAction(title: "Delete", style: .destructive)
  static let archive = SwipeAction(title: "Archive", width: 90)
  static let unread = SwipeAction(title: "Unread", width: 80)

  static func row(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  static func button(_ index: Int, of item: Int) -> ElementID {
    .supplementary(.swipeAction(index), row(item))
  }

  /// The list configuration with the inbox's actions; `fullSwipe` says whether the
  /// trailing side performs Delete on a full swipe.
  static func configuration(fullSwipe: Bool = true) -> ListConfiguration {
    var list = ListConfiguration(appearance: .plain)
    list.leadingSwipeActionsConfigurationProvider = SwipeActionsProvider { indexPath in
      indexPath.item == 3 || indexPath.item == 5
        ? nil : SwipeActionsConfiguration(actions: [unread])
    }
    list.trailingSwipeActionsConfigurationProvider = SwipeActionsProvider { indexPath in
      indexPath.item == 5
        ? nil
        : SwipeActionsConfiguration(
          actions: [delete, archive], performsFirstActionWithFullSwipe: fullSwipe)
    }
    return list
  }

  /// The inbox on screen, with views for rows 0 to 9.
  static func make(
    rows: Int = 20, fullSwipe: Bool = true, direction: LayoutDirection = .leftToRight
  ) throws -> (Collection, RecordingHost) {
    var viewport = Viewport(size: Size(width: 390, height: 400))
    viewport.layoutDirection = direction
    let collection = try Collection(
      layout: .list(using: configuration(fullSwipe: fullSwipe)),
      dataSource: CompositionalContent(itemCounts: [rows]), viewport: viewport)
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    return (collection, host)
  }

  /// Swipes row `item` to `offset` and releases it at `velocity`: the whole gesture.
  @discardableResult
  static func swipe(
    _ collection: Collection, _ item: Int, to offset: Double, velocity: Double = 0,
    host: inout RecordingHost
  ) throws -> SwipeOutcome {
    try collection.beginSwipe(at: row(item), host: &host)
    try collection.updateSwipe(offset: offset, host: &host)
    return try collection.endSwipe(velocity: velocity, host: &host)
  }

  /// The frame the host draws `element` with, if it is on screen.
  static func frame(_ element: ElementID, _ host: RecordingHost) -> Rect? {
    host.onScreen[element]?.frame
  }

  /// The swipe action buttons on screen.
  static func buttons(_ host: RecordingHost) -> [ElementID] {
    host.onScreen.keys.filter { $0.kind?.swipeActionIndex != nil }
  }
}
