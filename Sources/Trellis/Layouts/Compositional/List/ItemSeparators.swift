/// Separators between the items of a section, as a list draws them: one-pixel
/// decorations along the rows' edges (see ``SeparatorConfiguration``).
///
/// A section with separators reports, after each item, the item's bottom separator
/// (``ElementKind/separator``) and its top separator (``ElementKind/topSeparator``) when
/// they show, at the item's index path, in the item's frame: along its bottom or top
/// edge, from its leading edge plus the leading inset to its trailing edge less the
/// trailing inset. The automatic leading inset is the viewport's leading layout margin,
/// where a row's content starts; the automatic trailing inset is 0.
public struct ItemSeparators: Hashable, Sendable {
  /// The configuration of every row, before ``handler``.
  public var configuration: SeparatorConfiguration
  /// Changes the configuration row by row, or `nil` to keep ``configuration``.
  public var handler: ItemSeparatorHandler?
  /// Whether the last item's bottom separator shows when its visibility is
  /// ``SeparatorConfiguration/Visibility/automatic``: `true` in a plain list, `false`
  /// in a grouped one.
  public var showsLastBottomSeparator: Bool
  /// Whether the first item's bottom separator hides when its visibility is
  /// ``SeparatorConfiguration/Visibility/automatic``, as under a list's header row.
  public var hidesFirstBottomSeparator: Bool
  /// The separators' zIndex: by default above the rows, as UIKit draws them in the
  /// cells.
  public var zIndex: Int

  /// Creates separators of `configuration`.
  public init(
    configuration: SeparatorConfiguration = SeparatorConfiguration(),
    handler: ItemSeparatorHandler? = nil, showsLastBottomSeparator: Bool = true,
    hidesFirstBottomSeparator: Bool = false, zIndex: Int = 1
  ) {
    self.configuration = configuration
    self.handler = handler
    self.showsLastBottomSeparator = showsLastBottomSeparator
    self.hidesFirstBottomSeparator = hidesFirstBottomSeparator
    self.zIndex = zIndex
  }

  /// The configuration of the item at `indexPath`.
  @inline(__always)
  func configuration(at indexPath: IndexPath) -> SeparatorConfiguration {
    handler?.configuration(indexPath, configuration) ?? configuration
  }
}
