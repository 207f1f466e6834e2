import Trellis
import TrellisUIKit
import UIKit

/// Shelves of books: every section sits on a shelf, a decoration view registered by
/// kind, and a long press drags a book to another place. A shelf holds at most four
/// books, so a book moves into another shelf only if that shelf has room.
final class BookshelfViewController: UICollectionViewController,
  UICollectionViewDelegateFlowLayout
{
  /// The largest number of books a shelf holds.
  static let shelfCapacity = 4

  var shelves = [
    ["Emma", "Ulysses", "Dune"], ["Beloved", "Middlemarch", "Ubik", "Solaris"], ["Kim"],
  ]

  init() {
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 60, height: 90)
    configuration.sectionInset = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    configuration.behaviors.sectionBackground = SectionBackground()
    let layout = FlowCollectionViewLayout(flow: configuration)
    layout.register(ShelfView.self, forDecorationViewOfKind: ElementKind.sectionBackground.name)
    // Another shelf takes a book only while it has room; a refused place keeps the
    // book where it is now.
    layout.driver.moveRule = { $0.hasRoom(forAtMost: Self.shelfCapacity) ? $0.proposed : nil }
    super.init(collectionViewLayout: layout)
    title = "Shelf"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
    collectionView.addGestureRecognizer(
      UILongPressGestureRecognizer(target: self, action: #selector(drag(_:))))
  }

  @objc func drag(_ gesture: UILongPressGestureRecognizer) {
    let point = gesture.location(in: collectionView)
    switch gesture.state {
    case .began:
      if let indexPath = collectionView.indexPathForItem(at: point) {
        collectionView.beginInteractiveMovementForItem(at: indexPath)
      }
    case .changed: collectionView.updateInteractiveMovementTargetPosition(point)
    case .ended: collectionView.endInteractiveMovement()
    default: collectionView.cancelInteractiveMovement()
    }
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { shelves.count }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    shelves[section].count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: LabelCell.identifier, for: indexPath)
    if let cell = cell as? LabelCell {
      cell.label.text = shelves[indexPath.section][indexPath.item]
      cell.contentView.backgroundColor = .systemOrange
    }
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  )
    -> Bool
  {
    true
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let book = shelves[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    shelves[destinationIndexPath.section].insert(book, at: destinationIndexPath.item)
  }
}

/// The shelf under a section: a wooden board along the bottom of the section.
final class ShelfView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBrown.withAlphaComponent(0.25)
    layer.cornerRadius = 8
  }

  required init?(coder: NSCoder) { nil }
}
