import Trellis
import TrellisUIKit
import UIKit

/// Folders and files in a sidebar list, as in Files: a folder's row opens and closes with
/// a tap, its children coming out from under it and going back into it. The rows are an
/// `OutlineSnapshot`; each expand or collapse is one batch update of only the rows it
/// shows or hides.
final class FilesViewController: UICollectionViewController {
  /// The outline: folders with their files, all closed but the first.
  private var outline = FilesViewController.library()

  init() {
    var configuration = ListConfiguration(appearance: .sidebar)
    configuration.headerMode = .none
    super.init(collectionViewLayout: CompositionalCollectionViewLayout.list(using: configuration))
    title = "Files"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(
      UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    outline.visibleCount
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    guard let cell = cell as? UICollectionViewListCell else { return cell }
    let name = outline.item(atRow: indexPath.item)
    let isFolder = !(outline.children(of: name) ?? []).isEmpty
    var content = UIListContentConfiguration.sidebarCell()
    content.text = name
    content.image = UIImage(systemName: isFolder ? "folder" : "doc")
    cell.contentConfiguration = content
    cell.indentationLevel = outline.level(ofRow: indexPath.item)
    cell.accessories = []
    cell.accessibilityValue = nil
    if isFolder {
      let isExpanded = outline.isExpanded(name)
      cell.accessories = [.customView(configuration: Self.chevron(turned: isExpanded))]
      cell.accessibilityValue = isExpanded ? "expanded" : "collapsed"
    }
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
    toggle(outline.item(atRow: indexPath.item))
  }

  /// Opens `folder` if it is closed and closes it if it is open; a file does nothing.
  private func toggle(_ folder: String) {
    guard !(outline.children(of: folder) ?? []).isEmpty else { return }
    do {
      let change =
        outline.isExpanded(folder) ? try outline.collapse(folder) : try outline.expand(folder)
      collectionView.performBatchUpdates(change, inSection: 0)
      if let row = change.disclosingRow {
        // The chevron of the folder's own cell turns with the new state.
        collectionView.reconfigureItems(at: [IndexPath(item: row, section: 0)])
      }
    } catch {
      assertionFailure("\(error)")
    }
  }

  private static let cellIdentifier = "file"

  /// A folder's chevron: pointing to the trailing side when closed, down when open.
  private static func chevron(turned: Bool) -> UICellAccessory.CustomViewConfiguration {
    let image = UIImageView(image: UIImage(systemName: "chevron.forward"))
    image.tintColor = .tertiaryLabel
    image.transform = turned ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    return UICellAccessory.CustomViewConfiguration(
      customView: image, placement: .trailing(), reservedLayoutWidth: .standard)
  }

  /// Three folders of documents, one of them with a folder of its own.
  private static func library() -> OutlineSnapshot<String> {
    var outline = OutlineSnapshot<String>()
    do {
      try outline.append(["Documents", "Music", "Pictures", "Notes.txt"])
      try outline.append(["Taxes", "Letters", "Recipes.pdf"], to: "Documents")
      try outline.append(["2025.pdf", "2026.pdf"], to: "Taxes")
      try outline.append(["Albums", "Playlist.m3u"], to: "Music")
      try outline.append(["Live.m4a", "Studio.m4a"], to: "Albums")
      try outline.append((1...12).map { "Photo \($0).heic" }, to: "Pictures")
      try outline.expand("Documents")
    } catch {
      assertionFailure("\(error)")
    }
    return outline
  }
}
