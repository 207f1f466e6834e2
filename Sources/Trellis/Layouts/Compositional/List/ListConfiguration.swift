/// How a list looks: its appearance, headers, footers and separators, like
/// `UICollectionLayoutListConfiguration`.
///
/// A list is a compositional layout whose sections are lists: rows as wide as the
/// section, one under another, each of estimated height
/// ``ListConfiguration/estimatedRowHeight`` so that it sizes itself, with separators
/// between them. ``LayoutSection/list(using:)`` makes one such section;
/// ``CompositionalLayout/list(using:)`` a layout of them.
///
/// ```swift
/// var settings = ListConfiguration(appearance: .insetGrouped)
/// settings.headerMode = .supplementary
/// let layout = CompositionalLayout.list(using: settings)
/// ```
///
/// The metrics are UIKit's on an iPhone at the default text size (see the
/// <doc:ListLayouts> article); those that depend on the device come from the viewport's
/// layout margins.
public struct ListConfiguration: Hashable, Sendable {
  /// The look of a list, like `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: Hashable, Sendable, CaseIterable {
    /// Rows from edge to edge, headers that stick to the top while their section is in
    /// view, a separator under every row.
    case plain
    /// Rows from edge to edge in sections set apart, headers that scroll.
    case grouped
    /// Sections inset by the layout margins on rounded backgrounds, as in Settings.
    case insetGrouped
    /// A grouped sidebar: rows inset by the layout margins, no separators.
    case sidebar
    /// A plain sidebar: rows from edge to edge, no separators.
    case sidebarPlain
  }

  /// Where a section's header comes from, like
  /// `UICollectionLayoutListConfiguration.HeaderMode`.
  public enum HeaderMode: Hashable, Sendable, CaseIterable {
    /// No header.
    case none
    /// A supplementary element of kind ``ElementKind/sectionHeader`` above the rows.
    case supplementary
    /// The section's first row is its header: a row like the others, without a
    /// separator under it.
    case firstItemInSection
  }

  /// Where a section's footer comes from, like
  /// `UICollectionLayoutListConfiguration.FooterMode`.
  public enum FooterMode: Hashable, Sendable, CaseIterable {
    /// No footer.
    case none
    /// A supplementary element of kind ``ElementKind/sectionFooter`` below the rows.
    case supplementary
  }

  /// The look.
  public var appearance: Appearance
  /// Where each section's header comes from.
  public var headerMode: HeaderMode
  /// Where each section's footer comes from.
  public var footerMode: FooterMode
  /// The space above each supplementary header, or `nil` for the appearance's default
  /// (``defaultHeaderTopPadding(for:)``).
  public var headerTopPadding: Double?
  /// Whether rows show separators; by default `true` but in the sidebar appearances.
  public var showsSeparators: Bool
  /// How every row's separators look.
  public var separatorConfiguration: SeparatorConfiguration
  /// Changes the separators row by row, like UIKit's `itemSeparatorHandler`, or `nil`
  /// to keep ``separatorConfiguration``.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The actions a swipe reveals on each row's leading side, like UIKit's
  /// `leadingSwipeActionsConfigurationProvider`, or `nil` for none.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsProvider?
  /// The actions a swipe reveals on each row's trailing side, like UIKit's
  /// `trailingSwipeActionsConfigurationProvider`, or `nil` for none.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsProvider?

  /// Creates a configuration of `appearance`: no headers or footers, separators but in
  /// the sidebar appearances.
  public init(appearance: Appearance) {
    self.appearance = appearance
    headerMode = .none
    footerMode = .none
    headerTopPadding = nil
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    separatorConfiguration = SeparatorConfiguration()
    itemSeparatorHandler = nil
    leadingSwipeActionsConfigurationProvider = nil
    trailingSwipeActionsConfigurationProvider = nil
  }

  /// Whether the appearance sets sections apart, rather than running them together as
  /// a plain list does.
  public var isGrouped: Bool {
    switch appearance {
    case .plain, .sidebarPlain: false
    case .grouped, .insetGrouped, .sidebar: true
    }
  }

  /// Whether rows are inset by the layout margins rather than reaching from edge to
  /// edge.
  public var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
}
