import Trellis
import TrellisUIKit
import UIKit

/// Album covers in cover flow: the cover in the middle faces the user, the others turn
/// away with perspective as they move aside, and a fling comes to rest with a cover
/// in the middle. Only the turned covers are invalidated on a scroll; nothing is
/// prepared again.
final class CoverFlowViewController: UICollectionViewController {
  let albums = (1...40).map { "Album \($0)" }

  init() {
    var configuration = CarouselLayout.Configuration()
    configuration.itemSize = Size(width: 200, height: 200)
    configuration.style = .coverFlow(CarouselCoverFlow())
    configuration.snapping = .items(maximumPerFlick: 3)
    super.init(collectionViewLayout: CarouselCollectionViewLayout(carousel: configuration))
    title = "Cover flow"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
    collectionView.decelerationRate = .fast
    collectionView.showsHorizontalScrollIndicator = false
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    albums.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: LabelCell.identifier, for: indexPath)
    if let cell = cell as? LabelCell {
      cell.label.text = albums[indexPath.item]
      cell.contentView.backgroundColor = .systemPink.withAlphaComponent(0.5)
    }
    return cell
  }
}
