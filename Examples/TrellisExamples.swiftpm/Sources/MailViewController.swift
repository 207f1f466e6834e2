import Trellis
import TrellisUIKit
import UIKit

/// An inbox, as in Mail: a plain list whose rows swipe left for Delete and Flag and right
/// for Read or Unread. The list's providers give each row its actions; the layout slides
/// the row, shows the buttons and reports the chosen action, which the screen applies to
/// its messages. A full swipe left deletes at once.
final class MailViewController: UICollectionViewController {
  /// One message of the inbox.
  struct Message {
    var sender: String
    var subject: String
    var isRead = false
    var isFlagged = false
  }

  private var messages = (1...40).map { number in
    Message(sender: "Sender \(number)", subject: "Message number \(number)")
  }

  private static let delete = SwipeAction(title: "Delete", style: .destructive)
  private static let flag = SwipeAction(title: "Flag")
  private static let read = SwipeAction(title: "Read")
  private static let unread = SwipeAction(title: "Unread")

  /// The read state of each message, for the leading provider, which runs outside the
  /// view controller: the provider reads it when a swipe begins.
  private let readState: ReadState

  init() {
    var configuration = ListConfiguration(appearance: .plain)
    let readState = ReadState()
    self.readState = readState
    let (read, unread) = (Self.read, Self.unread)
    let trailing = SwipeActionsConfiguration(actions: [Self.delete, Self.flag])
    configuration.leadingSwipeActionsConfigurationProvider = SwipeActionsProvider { indexPath in
      SwipeActionsConfiguration(actions: [readState.isRead(indexPath.item) ? unread : read])
    }
    configuration.trailingSwipeActionsConfigurationProvider = SwipeActionsProvider { _ in
      trailing
    }
    super.init(collectionViewLayout: CompositionalCollectionViewLayout.list(using: configuration))
    title = "Mail"
    readState.update(messages)
  }

  required init?(coder: NSCoder) { nil }

  private var listLayout: CompositionalCollectionViewLayout? {
    collectionView.collectionViewLayout as? CompositionalCollectionViewLayout
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(
      UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    listLayout?.swipeActionAppearance = { chosen in
      switch chosen.action {
      case Self.flag: SwipeActionAppearance(backgroundColor: .systemOrange, image: UIImage(systemName: "flag"))
      case Self.read, Self.unread:
        SwipeActionAppearance(backgroundColor: .systemBlue, image: UIImage(systemName: "envelope"))
      default: SwipeActionAppearance(style: chosen.action.style, image: UIImage(systemName: "trash"))
      }
    }
    listLayout?.swipeActionHandler = { [weak self] chosen, _ in
      self?.perform(chosen.action, on: chosen.indexPath)
    }
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    messages.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    guard let cell = cell as? UICollectionViewListCell else { return cell }
    let message = messages[indexPath.item]
    var content = UIListContentConfiguration.subtitleCell()
    content.text = message.sender
    content.secondaryText = message.subject
    content.textProperties.font = .preferredFont(
      forTextStyle: message.isRead ? .body : .headline)
    content.image = message.isFlagged ? UIImage(systemName: "flag.fill") : nil
    content.imageProperties.tintColor = .systemOrange
    cell.contentConfiguration = content
    // VoiceOver and Switch Control offer the row's swipe actions as custom actions.
    cell.accessibilityCustomActions = listLayout?.accessibilityCustomActions(forItemAt: indexPath)
    return cell
  }

  /// Applies `action` to the message at `indexPath`.
  private func perform(_ action: SwipeAction, on indexPath: IndexPath) {
    switch action {
    case Self.delete:
      messages.remove(at: indexPath.item)
      readState.update(messages)
      collectionView.deleteItems(at: [indexPath])
    case Self.flag:
      messages[indexPath.item].isFlagged.toggle()
      collectionView.reconfigureItems(at: [indexPath])
    default:
      messages[indexPath.item].isRead.toggle()
      readState.update(messages)
      collectionView.reconfigureItems(at: [indexPath])
    }
  }

  private static let cellIdentifier = "message"

  /// Which messages are read, shared with the leading provider.
  final class ReadState: @unchecked Sendable {
    /// Written and read on the main thread only: by the screen, and by the provider
    /// when a swipe begins.
    private var read: [Bool] = []

    func update(_ messages: [Message]) { read = messages.map(\.isRead) }

    func isRead(_ item: Int) -> Bool { read.indices.contains(item) && read[item] }
  }
}
