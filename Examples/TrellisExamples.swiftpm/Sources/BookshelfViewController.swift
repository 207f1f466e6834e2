import Trellis
import TrellisUIKit
import UIKit

/// Shelves of books: every section sits on a shelf, a decoration view registered by
/// kind, and UIKit's standard long press drags a book to another place. A shelf holds at most four
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
    // The drag is UIKit's own reorder gesture, which a collection view controller
    // installs (`installsStandardGestureForInteractiveMovement`): a long press, then the
    // layout's targets and the move rule.
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
    LabelCell.dequeue(
      from: collectionView, for: indexPath, text: shelves[indexPath.section][indexPath.item],
      color: .systemOrange)
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
