import Trellis
import TrellisAdapter
import TrellisUIKit
import UIKit

/// Photos of many shapes in two columns, each photo placed in the shorter column: a
/// waterfall layout whose delegate gives each photo's natural size.
final class WaterfallViewController: UICollectionViewController, WaterfallLayoutDelegate {
  /// The pixel sizes of the photos; the layout scales each to its column's width.
  let photos = (0..<500).map { index in
    Size(width: 1200, height: Double([800, 1600, 1200, 1800, 900][index % 5]))
  }

  init() {
    var configuration = WaterfallLayout.Configuration()
    configuration.columnCount = 2
    configuration.minimumColumnSpacing = 8
    configuration.minimumInteritemSpacing = 8
    configuration.sectionInset = EdgeInsets(all: 8)
    super.init(collectionViewLayout: WaterfallCollectionViewLayout(waterfall: configuration))
    title = "Photos"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    photos.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: LabelCell.identifier, for: indexPath)
    if let cell = cell as? LabelCell {
      cell.label.text = "\(indexPath.item + 1)"
      cell.contentView.backgroundColor = .systemIndigo.withAlphaComponent(0.3)
    }
    return cell
  }

  func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? { photos[indexPath.item] }
}
