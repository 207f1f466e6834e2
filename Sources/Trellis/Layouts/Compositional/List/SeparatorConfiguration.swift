/// How the separators of one row of a list look, like `UIListSeparatorConfiguration`.
///
/// A row shows at most two separators, both one pixel thick: its bottom separator, a
/// decoration of kind ``ElementKind/separator`` along its bottom edge, and its top
/// separator, of kind ``ElementKind/topSeparator``, along its top edge. Both are reported
/// at the row's index path.
///
/// ```swift
/// var separators = SeparatorConfiguration()
/// separators.bottomSeparatorInsets = EdgeInsets(top: 0, left: 60, bottom: 0, right: 0)
/// ```
public struct SeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows, like `UIListSeparatorConfiguration.Visibility`.
  public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the list decides: a bottom separator under every row but, in grouped
    /// appearances, a section's last; no top separator.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
  }

  /// Whether the row's top separator shows.
  public var topSeparatorVisibility: Visibility
  /// Whether the row's bottom separator shows.
  public var bottomSeparatorVisibility: Visibility
  /// How far the top separator lies inside the row's leading and trailing edges (left is
  /// leading; top and bottom are ignored), or `nil` for the automatic insets: the
  /// leading inset at the row's content, the layout margins, and no trailing inset.
  public var topSeparatorInsets: EdgeInsets?
  /// How far the bottom separator lies inside the row's leading and trailing edges, or
  /// `nil` for the automatic insets, as ``topSeparatorInsets``.
  public var bottomSeparatorInsets: EdgeInsets?

  /// Creates a configuration; by default the list decides everything.
  public init(
    topSeparatorVisibility: Visibility = .automatic,
    bottomSeparatorVisibility: Visibility = .automatic,
    topSeparatorInsets: EdgeInsets? = nil, bottomSeparatorInsets: EdgeInsets? = nil
  ) {
    self.topSeparatorVisibility = topSeparatorVisibility
    self.bottomSeparatorVisibility = bottomSeparatorVisibility
    self.topSeparatorInsets = topSeparatorInsets
    self.bottomSeparatorInsets = bottomSeparatorInsets
  }
}

extension ElementKind {
  /// The bottom separator of a list's row, `"separator"`: a decoration at the row's
  /// index path.
  public static let separator = ElementKind.custom("separator")
  /// The top separator of a list's row, `"topSeparator"`: a decoration at the row's
  /// index path, shown only where a ``SeparatorConfiguration`` asks for it.
  public static let topSeparator = ElementKind.custom("topSeparator")
}
