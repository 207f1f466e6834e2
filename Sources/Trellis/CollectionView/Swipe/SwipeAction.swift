/// One button that a swipe reveals beside a row, like `UIContextualAction`.
///
/// The button is an element of its own while it shows: a supplementary element of kind
/// ``ElementKind/swipeAction(_:)`` at the row's index path, whose host reads its title
/// and style with ``CollectionView/swipeAction(for:)``.
///
/// ```swift
/// let delete = SwipeAction(title: "Delete", style: .destructive)
/// let archive = SwipeAction(title: "Archive", width: 90)
/// ```
public struct SwipeAction: Hashable, Sendable {
  /// How a button looks, like `UIContextualAction.Style`.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// A button of the app's choosing, gray by default.
    case normal
    /// A button that removes the row, red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// How the button looks.
  public var style: Style
  /// The button's width when the row is open, or `nil` for ``defaultWidth``.
  public var width: Double?

  /// Creates an action titled `title`.
  public init(title: String, style: Style = .normal, width: Double? = nil) {
    self.title = title
    self.style = style
    self.width = width
  }

  /// The width of a button that names none: 74 points. UIKit sizes a button to its
  /// title, which the core does not measure; 74 points holds a one-word title (the
  /// <doc:ListLayouts> article says why).
  public static let defaultWidth = 74.0

  /// The button's width when the row is open: ``width`` when it is a finite positive
  /// number, ``defaultWidth`` otherwise.
  public var resolvedWidth: Double {
    guard let width, width.isFinite, width > 0 else { return Self.defaultWidth }
    return width
  }
}

extension ElementKind {
  /// The kind of the button of the swipe action at `index` of the open row's
  /// configuration, `"swipeAction0"`, `"swipeAction1"`...: a supplementary element at the
  /// row's index path.
  public static func swipeAction(_ index: Int) -> ElementKind {
    .custom(swipeActionPrefix + String(index))
  }

  /// The index of the swipe action whose button this kind is, or `nil` for any other
  /// kind.
  public var swipeActionIndex: Int? {
    guard case .custom(let name) = self, name.hasPrefix(Self.swipeActionPrefix),
      let index = Int(name.dropFirst(Self.swipeActionPrefix.count)), index >= 0
    else { return nil }
    return index
  }

  /// The start of every swipe action kind's name.
  static let swipeActionPrefix = "swipeAction"
}
