import Trellis
import TrellisAdapter
import TrellisUIKit
import UIKit

/// Photos of many shapes in two columns, each photo placed in the shorter column: a
/// waterfall layout whose delegate gives each photo's natural size.
///
/// The + button adds a photo at the top and the trash button removes the first one, in
/// animated batch updates: the photos below slide to their new places. A long press
/// drags a photo to another place; every photo keeps its own shape while it moves.
final class WaterfallViewController: UICollectionViewController, WaterfallLayoutDelegate {
  /// The shapes the photos take, in turn.
  private static let heights: [Double] = [800, 1600, 1200, 1800, 900]

  /// The pixel sizes of the photos; the layout scales each to its column's width.
  private var photos = (0..<500).map { index in
    Size(width: 1200, height: heights[index % heights.count])
  }
  /// The number shown on each photo, which stays with it when photos move.
  private var numbers = Array(1...500)
  /// The number the next added photo shows.
  private var nextNumber = 501

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
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addPhoto() }),
      UIBarButtonItem(
        systemItem: .trash, primaryAction: UIAction { [weak self] _ in self?.removePhoto() }),
    ]
  }

  /// Adds a photo at the top.
  private func addPhoto() {
    photos.insert(
      Size(width: 1200, height: Self.heights[nextNumber % Self.heights.count]), at: 0)
    numbers.insert(nextNumber, at: 0)
    nextNumber += 1
    collectionView.performBatchUpdates {
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
  }

  /// Removes the first photo.
  private func removePhoto() {
    guard !photos.isEmpty else { return }
    photos.removeFirst()
    numbers.removeFirst()
    collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }
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
    LabelCell.dequeue(
      from: collectionView, for: indexPath, text: "\(numbers[indexPath.item])",
      color: .systemIndigo.withAlphaComponent(0.3))
  }

  override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt source: IndexPath, to destination: IndexPath
  ) {
    photos.insert(photos.remove(at: source.item), at: destination.item)
    numbers.insert(numbers.remove(at: source.item), at: destination.item)
  }

  func sizeForItem(at indexPath: Trellis.IndexPath) -> Size? { photos[indexPath.item] }
}
