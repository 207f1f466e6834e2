import Foundation
import SwiftUI
import TrellisUIKit
import UIKit

/// UIKit's index paths. Trellis has an `IndexPath` of its own; an app that imports both
/// declares which one it means once, and names the other with its module
/// (`Trellis.IndexPath`).
typealias IndexPath = Foundation.IndexPath

/// The app: one navigation controller over a list of the example screens.
@main
struct ExamplesApp: App {
  var body: some Scene {
    WindowGroup { ExamplesNavigation().ignoresSafeArea() }
  }
}

/// The app's one navigation controller, whose root lists the screens.
struct ExamplesNavigation: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: ScreenListViewController())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

/// The list of example screens; each opens in the same navigation controller.
final class ScreenListViewController: UITableViewController {
  /// One screen: its title, what it shows, and how to make it.
  struct Screen {
    let title: String
    let summary: String
    let make: @MainActor () -> UIViewController
  }

  let screens = [
    Screen(title: "App Store", summary: "Compositional: shelves, badges, pinned headers") {
      AppStoreViewController()
    },
    Screen(title: "Books", summary: "Flow: pinned headers, a stretchy page header") {
      BooksViewController()
    },
    Screen(title: "Shelf", summary: "Decorations, reordering with a move rule") {
      BookshelfViewController()
    },
    Screen(title: "Photos", summary: "Waterfall: batch updates, drag to reorder") {
      WaterfallViewController()
    },
    Screen(title: "Week", summary: "Week calendar: drag a meeting to a new time") {
      WeekViewController()
    },
    Screen(title: "Albums", summary: "Cover flow carousel with snapping") {
      CoverFlowViewController()
    },
    Screen(title: "Layouts", summary: "Grid to carousel, right to left, a tile that grows") {
      LayoutSwitchViewController()
    },
    Screen(title: "Files", summary: "List outline: folders open and close in place") {
      FilesViewController()
    },
    Screen(title: "Mail", summary: "List rows: swipe for Read, Delete and Flag") {
      MailViewController()
    },
    Screen(title: "Messages", summary: "Self-sizing cells anchored at the bottom") {
      MessagesViewController()
    },
    Screen(title: "SwiftUI", summary: "FlowStack and LazyCollection") {
      let controller = UIHostingController(rootView: TagsAndNumbersScreen())
      controller.title = "SwiftUI"
      return controller
    },
    Screen(title: "SwiftUI layouts", summary: "LazyCollection: five layouts, selection, position") {
      let controller = UIHostingController(rootView: SwiftUILayoutsScreen())
      controller.title = "SwiftUI layouts"
      return controller
    },
  ]

  init() {
    super.init(style: .insetGrouped)
    title = "Trellis"
  }

  required init?(coder: NSCoder) { nil }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    screens.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "screen")
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: "screen")
    var content = cell.defaultContentConfiguration()
    content.text = screens[indexPath.row].title
    content.secondaryText = screens[indexPath.row].summary
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(screens[indexPath.row].make(), animated: true)
  }
}

/// A cell that shows one line of text on a colored background.
final class LabelCell: UICollectionViewCell {
  static let identifier = "label"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .center
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .footnote)
    label.frame = contentView.bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(label)
    contentView.layer.cornerRadius = 6
  }

  required init?(coder: NSCoder) { nil }

  /// A three-finger swipe on a card of a shelf pages the shelf; anywhere else it goes on
  /// to the collection view.
  override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    CompositionalCollectionViewLayout.accessibilityScroll(direction, from: self)
  }

  /// A reused cell of `collectionView` for `indexPath` that shows `text` on `color`.
  static func dequeue(
    from collectionView: UICollectionView, for indexPath: IndexPath, text: String,
    color: UIColor
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    if let cell = cell as? LabelCell {
      cell.label.text = text
      cell.contentView.backgroundColor = color
    }
    return cell
  }
}

/// A header or footer that shows one line of text.
final class LabelView: UICollectionReusableView {
  static let identifier = "label"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .preferredFont(forTextStyle: .headline)
    label.frame = bounds.insetBy(dx: 12, dy: 0)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
    backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) { nil }
}
