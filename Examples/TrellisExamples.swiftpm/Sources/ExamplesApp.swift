import Foundation
import SwiftUI
import UIKit

/// UIKit's index paths. Trellis has an `IndexPath` of its own; an app that imports both
/// declares which one it means once, and names the other with its module
/// (`Trellis.IndexPath`).
typealias IndexPath = Foundation.IndexPath

/// A tab for each example screen.
@main
struct ExamplesApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        Screen { AppStoreViewController() }
          .tabItem { Label("App Store", systemImage: "square.grid.2x2") }
        Screen { BooksViewController() }.tabItem { Label("Books", systemImage: "books.vertical") }
        Screen { BookshelfViewController() }
          .tabItem { Label("Shelf", systemImage: "square.stack.3d.up") }
        Screen { WaterfallViewController() }
          .tabItem { Label("Photos", systemImage: "photo.on.rectangle") }
        Screen { WeekViewController() }.tabItem { Label("Week", systemImage: "calendar") }
        Screen { CoverFlowViewController() }
          .tabItem { Label("Albums", systemImage: "square.stack") }
        Screen { MessagesViewController() }
          .tabItem { Label("Messages", systemImage: "bubble.left.and.bubble.right") }
        TagsAndNumbersScreen().tabItem { Label("SwiftUI", systemImage: "swift") }
      }
    }
  }
}

/// A UIKit view controller as a SwiftUI view.
struct Screen<Controller: UIViewController>: UIViewControllerRepresentable {
  let make: () -> Controller

  init(_ make: @escaping () -> Controller) { self.make = make }

  func makeUIViewController(context: Context) -> UINavigationController {
    UINavigationController(rootViewController: make())
  }

  func updateUIViewController(_ controller: UINavigationController, context: Context) {}
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
