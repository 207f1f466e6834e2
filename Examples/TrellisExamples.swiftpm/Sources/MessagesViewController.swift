import Trellis
import TrellisUIKit
import UIKit

/// A conversation of 2,000 messages of every length, each cell as tall as its text.
///
/// The layout starts every message at an estimated 60 points and takes the height each
/// cell measures with Auto Layout. The list is anchored at the bottom, as a chat: a
/// message measured above the screen moves the content offset by as much, so the
/// messages being read never jump. It opens at the newest message, and the send button
/// appends one in an animated batch update, scrolling to it when the newest was in view.
final class MessagesViewController: UICollectionViewController {
  private var messages: [String] = (0..<2_000).map { index in
    let words = ["fine", "see you at the station", "did you read it?", "yes", "tomorrow then"]
    return (0...(index % 7)).map { words[($0 + index) % words.count] }.joined(separator: " ")
  }

  init() {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 8
    configuration.sectionInset = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    let layout = SelfSizingFlowCollectionViewLayout(
      flow: configuration, estimatedItemSize: Size(width: 300, height: 60))
    layout.scrollAnchor = .lastVisibleItem
    super.init(collectionViewLayout: layout)
    title = "Messages"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.identifier)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "paperplane"),
      primaryAction: UIAction { [weak self] _ in self?.send() })
    navigationItem.rightBarButtonItem?.accessibilityLabel = "Send"
  }

  /// Whether the conversation has been shown, scrolled to its newest message.
  private var isShown = false

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !isShown, !messages.isEmpty, collectionView.bounds.height > 0 else { return }
    isShown = true
    scrollToNewest(animated: false)
  }

  /// Appends a message, and follows it when the newest message was in view.
  private func send() {
    let newest = IndexPath(item: messages.count - 1, section: 0)
    let wasAtNewest = collectionView.indexPathsForVisibleItems.contains(newest)
    messages.append("message \(messages.count + 1)")
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: messages.count - 1, section: 0)])
    }
    if wasAtNewest { scrollToNewest(animated: !UIAccessibility.isReduceMotionEnabled) }
  }

  /// Scrolls the newest message to the bottom edge.
  private func scrollToNewest(animated: Bool) {
    collectionView.scrollToItem(
      at: IndexPath(item: messages.count - 1, section: 0), at: .bottom, animated: animated)
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
      withReuseIdentifier: MessageCell.identifier, for: indexPath)
    (cell as? MessageCell)?.label.text = messages[indexPath.item]
    return cell
  }
}

/// A message bubble whose height follows its text: it answers
/// `preferredLayoutAttributesFitting(_:)` with the height Auto Layout gives it at the
/// width the layout proposes.
final class MessageCell: UICollectionViewCell {
  static let identifier = "message"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 12
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    let fitting = contentView.systemLayoutSizeFitting(
      CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    attributes.size = CGSize(width: layoutAttributes.size.width, height: ceil(fitting.height))
    return attributes
  }
}
