import Trellis
import TrellisUIKit
import UIKit

/// An App Store page from one compositional model: a hero shelf that pages by group,
/// a shelf of cards that scrolls freely, a grid of apps with badges over a background,
/// and a list under a pinned header. Each shelf scrolls sideways on its own; only its
/// cards are invalidated while it does.
final class AppStoreViewController: UICollectionViewController {
  let shelves = [
    ("Featured", 5), ("New games", 14), ("Top apps", 8), ("Updates", 12),
  ]

  init() {
    super.init(
      collectionViewLayout: CompositionalCollectionViewLayout(
        configuration: Self.configuration
      ) { section, environment in
        // A regular width (an iPad, a large iPhone in landscape) fits four apps a row.
        Self.section(section, wide: environment.traitCollection.horizontalSizeClass == .regular)
      })
    title = "App Store"
  }

  required init?(coder: NSCoder) { nil }

  static var configuration: CompositionalLayout.Configuration {
    var configuration = CompositionalLayout.Configuration()
    configuration.interSectionSpacing = 24
    return configuration
  }

  /// An item that fills its place in the group.
  static func item(insets: EdgeInsets = .zero) -> LayoutItem {
    var item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    item.contentInsets = insets
    return item
  }

  static let header = LayoutBoundarySupplementaryItem(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
    elementKind: .sectionHeader, alignment: .top, pinToVisibleBounds: true, zIndex: 2)

  static func section(_ index: Int, wide: Bool) -> LayoutSection {
    switch index {
    case 0:
      // The hero shelf: 90% of the width, one group a page, centered.
      return LayoutSection(
        group: .horizontal(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(220)),
          subitems: [.item(item())]),
        interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPagingCentered)
    case 1:
      return LayoutSection(
        group: .horizontal(
          layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(200)),
          subitems: [.item(item())]),
        contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), interGroupSpacing: 12,
        orthogonalScrollingBehavior: .continuous, boundarySupplementaryItems: [header])
    case 2:
      var app = item(insets: EdgeInsets(all: 6))
      app.supplementaryItems = [
        LayoutSupplementaryItem(
          layoutSize: LayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)),
          elementKind: ElementKind(name: "badge"),
          containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))
      ]
      app.layoutSize.widthDimension = .fractionalWidth(wide ? 0.25 : 0.5)
      return LayoutSection(
        group: .horizontal(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
          subitems: [.item(app)]),
        contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
        boundarySupplementaryItems: [header],
        decorationItems: [LayoutDecorationItem.background(elementKind: .sectionBackground)])
    default:
      return LayoutSection(
        group: .horizontal(
          layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
          subitems: [.item(item())]),
        contentInsets: EdgeInsets(top: 0, left: 16, bottom: 16, right: 16),
        boundarySupplementaryItems: [header])
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: LabelCell.identifier)
    collectionView.register(
      LabelView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: LabelView.identifier)
    collectionView.register(
      BadgeView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: BadgeView.identifier)
    collectionViewLayout.register(
      BackgroundView.self, forDecorationViewOfKind: ElementKind.sectionBackground.uikitName)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int { shelves.count }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    shelves[section].1
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let colors: [UIColor] = [.systemPink, .systemOrange, .systemGreen, .systemBlue]
    return LabelCell.dequeue(
      from: collectionView, for: indexPath,
      text: "\(shelves[indexPath.section].0) \(indexPath.item + 1)",
      color: colors[indexPath.section].withAlphaComponent(0.35))
  }

  override func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if kind == "badge" {
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: BadgeView.identifier, for: indexPath)
    }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: LabelView.identifier, for: indexPath)
    (view as? LabelView)?.label.text = shelves[indexPath.section].0
    return view
  }
}

/// A red dot with a star on an app's corner.
final class BadgeView: UICollectionReusableView {
  static let identifier = "badge"

  override init(frame: CGRect) {
    super.init(frame: frame)
    let star = UILabel(frame: bounds)
    star.text = "★"
    star.textColor = .white
    star.textAlignment = .center
    star.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(star)
    backgroundColor = .systemRed
    layer.cornerRadius = frame.width / 2
  }

  required init?(coder: NSCoder) { nil }
}

/// The tinted background of a section.
final class BackgroundView: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGreen.withAlphaComponent(0.12)
    layer.cornerRadius = 10
  }

  required init?(coder: NSCoder) { nil }
}
