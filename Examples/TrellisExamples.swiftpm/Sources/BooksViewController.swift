import Trellis
import TrellisUIKit
import UIKit

/// Book covers grouped by month: section headers that stay pinned under the top edge
/// while their section scrolls, and a page header above everything that scrolls away
/// and stretches when pulled down.
///
/// The migration from `UICollectionViewFlowLayout` is the layout's line: the data
/// source, the delegate's sizes and the registrations stay as they were.
final class BooksViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  let months = [("May", 7), ("June", 3), ("July", 4)]

  init() {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 2
    configuration.minimumInteritemSpacing = 0
    configuration.headerReferenceSize = Size(width: 0, height: 45)
    configuration.sectionHeadersPinToVisibleBounds = true
    configuration.behaviors.collectionHeader = CollectionSupplementary(length: 60, isStretchy: true)
    super.init(collectionViewLayout: FlowCollectionViewLayout(flow: configuration))
    title = "Books"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
    for kind in [UICollectionView.elementKindSectionHeader, ElementKind.collectionHeader.name] {
      collectionView.register(
        LabelView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: LabelView.identifier)
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { months.count }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    months[section].1
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: LabelCell.identifier, for: indexPath)
    if let cell = cell as? LabelCell {
      cell.label.text = "\(months[indexPath.section].0) \(indexPath.item + 1)"
      cell.contentView.backgroundColor = .systemTeal
    }
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: LabelView.identifier, for: indexPath)
    if let view = view as? LabelView {
      view.label.text =
        kind == UICollectionView.elementKindSectionHeader ? months[indexPath.section].0 : "Books"
    }
    return view
  }

  /// Three covers a line, 3:4, with 5 points left between them.
  func collectionView(
    _ collectionView: UICollectionView, layout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let width = (collectionView.bounds.width - 5) / 3
    return CGSize(width: width, height: width / 3 * 4)
  }
}
