/// UIKit's list metrics on an iPhone at the default text size; the <doc:ListLayouts>
/// article says where each comes from.
extension ListConfiguration {
  /// The estimated height of a row: UIKit's standard row height.
  public static let estimatedRowHeight = 44.0
  /// The estimated height of a plain list's header and footer.
  public static let estimatedPlainHeaderHeight = 28.0
  /// The estimated height of a grouped list's header and footer.
  public static let estimatedGroupedHeaderHeight = 38.0
  /// The space above a grouped section without a header.
  public static let groupedSectionSpacing = 35.0
  /// The radius of an inset-grouped section's rounded background.
  public static let insetGroupedCornerRadius = 10.0
  /// The space above a plain list's headers.
  public static let plainHeaderTopPadding = 22.0
  /// The zIndex of a plain list's pinned headers: above the rows and their separators.
  public static let pinnedHeaderZIndex = 2

  /// The space above each header of `appearance` when ``headerTopPadding`` is `nil`:
  /// ``plainHeaderTopPadding`` in a plain list, nothing in the others, whose headers hold
  /// their own space.
  public static func defaultHeaderTopPadding(for appearance: Appearance) -> Double {
    appearance == .plain ? plainHeaderTopPadding : 0
  }

  /// The estimated height of a header or footer of `appearance`.
  static func estimatedHeaderHeight(for appearance: Appearance) -> Double {
    appearance == .plain || appearance == .sidebarPlain
      ? estimatedPlainHeaderHeight : estimatedGroupedHeaderHeight
  }
}
