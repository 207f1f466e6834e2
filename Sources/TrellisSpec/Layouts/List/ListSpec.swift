import Trellis

/// A list: a compositional layout whose every section is a list of one configuration,
/// `"type": "list"` in a spec.
///
/// Its data are sections of `"items"`, a count, each with optional per-row
/// `"separators"` that override the configuration's separators row by row, as UIKit's
/// `itemSeparatorHandler` does by index path, and optional per-row `"swipeActions"` that
/// override the list's swipe actions, as UIKit's swipe actions providers do by index
/// path.
public struct ListSpec: Hashable, Sendable {
  /// The list's configuration: the `layout` object's fields.
  public var configuration: ListConfiguration
  /// The number of items of each section, the top-level `sections` array.
  public var content: CompositionalContent
  /// The separators of the rows whose data gives them, by index path: the
  /// configuration's with the row's fields over them.
  public var separatorOverrides: [IndexPath: SeparatorConfiguration]
  /// The swipe actions of every row on each side, the `layout` object's
  /// `"leadingSwipeActions"` and `"trailingSwipeActions"`; `nil` for none.
  public var swipeActions: SwipeActionsBySide
  /// The swipe actions of the rows whose data gives them, by index path: a side a row
  /// gives replaces the list's (an empty `"actions"` array removes it).
  public var swipeActionOverrides: [IndexPath: SwipeActionsBySide]

  /// The swipe actions of a row on both sides, as a spec gives them.
  public struct SwipeActionsBySide: Hashable, Sendable {
    /// The actions on the leading side, or `nil` for none given.
    public var leading: SwipeActionsConfiguration?
    /// The actions on the trailing side, or `nil` for none given.
    public var trailing: SwipeActionsConfiguration?

    /// Creates the actions of both sides.
    public init(
      leading: SwipeActionsConfiguration? = nil, trailing: SwipeActionsConfiguration? = nil
    ) {
      self.leading = leading
      self.trailing = trailing
    }
  }

  /// Creates a spec of `configuration` and `content`.
  public init(
    configuration: ListConfiguration,
    content: CompositionalContent = CompositionalContent(itemCounts: []),
    separatorOverrides: [IndexPath: SeparatorConfiguration] = [:],
    swipeActions: SwipeActionsBySide = SwipeActionsBySide(),
    swipeActionOverrides: [IndexPath: SwipeActionsBySide] = [:]
  ) {
    self.configuration = configuration
    self.content = content
    self.separatorOverrides = separatorOverrides
    self.swipeActions = swipeActions
    self.swipeActionOverrides = swipeActionOverrides
  }

  /// Vertical, as every list.
  public var scrollDirection: ScrollDirection { .vertical }

  /// The configuration with a separator handler that gives the overridden rows theirs,
  /// and swipe actions providers that give each row its actions.
  public var resolvedConfiguration: ListConfiguration {
    var configuration = configuration
    if !separatorOverrides.isEmpty {
      let overrides = separatorOverrides
      configuration.itemSeparatorHandler = ItemSeparatorHandler { indexPath, separators in
        overrides[indexPath] ?? separators
      }
    }
    let overrides = swipeActionOverrides
    if swipeActions.leading != nil || overrides.values.contains(where: { $0.leading != nil }) {
      let actions = swipeActions.leading
      configuration.leadingSwipeActionsConfigurationProvider = SwipeActionsProvider {
        overrides[$0]?.leading ?? actions
      }
    }
    if swipeActions.trailing != nil || overrides.values.contains(where: { $0.trailing != nil }) {
      let actions = swipeActions.trailing
      configuration.trailingSwipeActionsConfigurationProvider = SwipeActionsProvider {
        overrides[$0]?.trailing ?? actions
      }
    }
    return configuration
  }

  /// The content, its rows sizing themselves from their estimates.
  public var selfSizingContent: SelfSizingContent<CompositionalContent>? {
    SelfSizingContent(content, scrollDirection: .vertical)
  }
}
