#if canImport(SwiftUI) && canImport(UIKit)
  import UIKit

  /// One action of an item's context menu in a ``LazyCollection``, shown by a touch and
  /// hold, a secondary click or the keyboard's menu key.
  ///
  /// ```swift
  /// LazyCollection(notes, layout: .flow()) { note in NoteRow(note) }
  ///   .contextMenu { note in
  ///     [
  ///       CollectionMenuAction("Pin", systemImage: "pin") { pin(note) },
  ///       CollectionMenuAction("Delete", systemImage: "trash", isDestructive: true) {
  ///         delete(note)
  ///       },
  ///     ]
  ///   }
  /// ```
  @available(iOS 16.0, *)
  public struct CollectionMenuAction {
    /// The action's title.
    public var title: String
    /// The name of the SF Symbol shown beside the title, if any.
    public var systemImage: String?
    /// Whether the action destroys data: the menu shows it in red.
    public var isDestructive: Bool
    /// What the action does.
    public var action: @MainActor () -> Void

    /// An action titled `title`, with the symbol `systemImage`, that runs `action`.
    public init(
      _ title: String, systemImage: String? = nil, isDestructive: Bool = false,
      action: @escaping @MainActor () -> Void
    ) {
      self.title = title
      self.systemImage = systemImage
      self.isDestructive = isDestructive
      self.action = action
    }

    /// The menu element UIKit shows.
    @MainActor var uiAction: UIAction {
      let action = action
      return UIAction(
        title: title, image: systemImage.flatMap { UIImage(systemName: $0) },
        attributes: isDestructive ? .destructive : []
      ) { _ in action() }
    }
  }
#endif
