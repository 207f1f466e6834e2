import Trellis
import TrellisUIKit
import UIKit

/// One set of tiles in two layouts: a grid and a carousel, switched with an animated
/// `setCollectionViewLayout`, the tile in the middle staying in view; right to left
/// on demand, each layout then starting at tile 1 on the right; and a tapped grid tile
/// that grows in an animated empty batch update that names only that tile.
final class LayoutSwitchViewController: UICollectionViewController,
  UICollectionViewDelegateFlowLayout
{
  let tiles = (1...60).map { "Tile \($0)" }
  /// The tiles shown large in the grid.
  private var largeTiles: Set<Int> = []
  private let picker = UISegmentedControl(items: ["Grid", "Carousel"])

  init() {
    super.init(collectionViewLayout: Self.grid())
    title = "Layouts"
  }

  required init?(coder: NSCoder) { nil }

  /// A grid whose tiles take their sizes from the delegate.
  private static func grid() -> UICollectionViewLayout {
    var configuration = FlowLayout.Configuration()
    configuration.minimumLineSpacing = 8
    configuration.minimumInteritemSpacing = 8
    configuration.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    return FlowCollectionViewLayout(flow: configuration)
  }

  /// A carousel of cards that snaps a card to the middle.
  private static func carousel() -> UICollectionViewLayout {
    var configuration = CarouselLayout.Configuration()
    configuration.itemSize = Size(width: 220, height: 300)
    configuration.snapping = .items(maximumPerFlick: 1)
    return CarouselCollectionViewLayout(carousel: configuration)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
    picker.selectedSegmentIndex = 0
    picker.addTarget(self, action: #selector(switchLayout), for: .valueChanged)
    navigationItem.titleView = picker
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Right to left", style: .plain, target: self, action: #selector(toggleDirection))
  }

  /// Moves the tiles to the other layout, animated unless Reduce Motion is on.
  @objc private func switchLayout() {
    let layout = picker.selectedSegmentIndex == 0 ? Self.grid() : Self.carousel()
    collectionView.setCollectionViewLayout(
      layout, animated: !UIAccessibility.isReduceMotionEnabled)
  }

  /// Lays the tiles out right to left, or left to right again: Trellis mirrors them,
  /// and a layout that scrolls sideways opens at tile 1, on the right.
  @objc private func toggleDirection() {
    let isRightToLeft = collectionView.semanticContentAttribute == .forceRightToLeft
    collectionView.semanticContentAttribute = isRightToLeft ? .unspecified : .forceRightToLeft
    navigationItem.rightBarButtonItem?.title = isRightToLeft ? "Right to left" : "Left to right"
    collectionView.setCollectionViewLayout(
      picker.selectedSegmentIndex == 0 ? Self.grid() : Self.carousel(), animated: false)
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    tiles.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let hue = CGFloat(indexPath.item % 12) / 12
    return LabelCell.dequeue(
      from: collectionView, for: indexPath, text: tiles[indexPath.item],
      color: UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1))
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    largeTiles.contains(indexPath.item)
      ? CGSize(width: 200, height: 200) : CGSize(width: 96, height: 96)
  }

  /// A tapped grid tile grows, or shrinks back: the size changes in the delegate, and an
  /// animated empty batch update invalidates that tile only, which the layout reads
  /// again (the tiles after it move; nothing else is asked for).
  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: false)
    guard picker.selectedSegmentIndex == 0 else { return }
    if !largeTiles.insert(indexPath.item).inserted { largeTiles.remove(indexPath.item) }
    let context = UICollectionViewLayoutInvalidationContext()
    context.invalidateItems(at: [indexPath])
    collectionView.performBatchUpdates {
      collectionView.collectionViewLayout.invalidateLayout(with: context)
    }
  }
}
