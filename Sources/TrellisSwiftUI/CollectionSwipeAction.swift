#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import UIKit

  /// One button that a swipe reveals on a row of a ``LazyCollection``, as a `Button` in
  /// a `List` row's `swipeActions` is.
  ///
  /// ```swift
  /// LazyCollection(messages, layout: .list(using: ListConfiguration(appearance: .plain))) {
  ///   MessageRow($0)
  /// }
  /// .swipeActions(edge: .trailing) { message in
  ///   [
  ///     CollectionSwipeAction("Delete", systemImage: "trash", isDestructive: true) {
  ///       delete(message)
  ///     },
  ///     CollectionSwipeAction("Flag", systemImage: "flag", tint: .orange) { flag(message) },
  ///   ]
  /// }
  /// ```
  @available(iOS 16.0, *)
  public struct CollectionSwipeAction {
    /// The button's title.
    public var title: String
    /// The name of the SF Symbol shown above the title, if any.
    public var systemImage: String?
    /// Whether the action destroys data: the button is red unless it has a tint.
    public var isDestructive: Bool
    /// The button's color, or `nil` for red when destructive and gray otherwise.
    public var tint: Color?
    /// What the action does.
    public var action: @MainActor () -> Void

    /// A button titled `title`, with the symbol `systemImage` and the color `tint`,
    /// that runs `action`.
    public init(
      _ title: String, systemImage: String? = nil, isDestructive: Bool = false,
      tint: Color? = nil, action: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.systemImage = systemImage
      self.isDestructive = isDestructive
      self.tint = tint
      self.action = action
    }

    /// The core's action, which places the button.
    var swipeAction: SwipeAction {
      SwipeAction(title: title, style: isDestructive ? .destructive : .normal)
    }
  }

  /// The swipe actions of one side of a ``LazyCollection``'s rows.
  @available(iOS 16.0, *)
  struct CollectionSwipeActions<Item> {
    /// Whether a full swipe runs the first action.
    let allowsFullSwipe: Bool
    /// The actions of each item.
    let actions: (Item) -> [CollectionSwipeAction]
  }
#endif
