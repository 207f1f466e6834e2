import Trellis

/// A list: a compositional layout whose every section is a list of one configuration,
/// `"type": "list"` in a spec.
///
/// Its data are sections of `"items"`, a count, each with optional per-row
/// `"separators"` that override the configuration's separators row by row, as UIKit's
/// `itemSeparatorHandler` does by index path.
public struct ListSpec: Hashable, Sendable {
  /// The list's configuration: the `layout` object's fields.
  public var configuration: ListConfiguration
  /// The number of items of each section, the top-level `sections` array.
  public var content: CompositionalContent
  /// The separators of the rows whose data gives them, by index path: the
  /// configuration's with the row's fields over them.
  public var separatorOverrides: [IndexPath: SeparatorConfiguration]

  /// Creates a spec of `configuration` and `content`.
  public init(
    configuration: ListConfiguration,
    content: CompositionalContent = CompositionalContent(itemCounts: []),
    separatorOverrides: [IndexPath: SeparatorConfiguration] = [:]
  ) {
    self.configuration = configuration
    self.content = content
    self.separatorOverrides = separatorOverrides
  }

  /// Vertical, as every list.
  public var scrollDirection: ScrollDirection { .vertical }

  /// The configuration with a separator handler that gives the overridden rows theirs.
  public var resolvedConfiguration: ListConfiguration {
    guard !separatorOverrides.isEmpty else { return configuration }
    var configuration = configuration
    let overrides = separatorOverrides
    configuration.itemSeparatorHandler = ItemSeparatorHandler { indexPath, separators in
      overrides[indexPath] ?? separators
    }
    return configuration
  }

  /// The content, its rows sizing themselves from their estimates.
  public var selfSizingContent: SelfSizingContent<CompositionalContent>? {
    SelfSizingContent(content, scrollDirection: .vertical)
  }
}
