/// Which insets of a ``Viewport`` a layout reads to place its elements: a change of any
/// other inset moves nothing but what follows the visible area (pinned headers), so it
/// costs a scroll, not a preparation.
///
/// ```swift
/// var reads: ViewportInsets = .contentInset
/// if configuration.sectionInsetReference == .fromSafeArea { reads.insert(.safeAreaInsets) }
/// ```
public struct ViewportInsets: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: Int

  /// Creates a set from its raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// ``Viewport/contentInset``: UIKit's `adjustedContentInset`.
  public static let contentInset = ViewportInsets(rawValue: 1 << 0)
  /// ``Viewport/safeAreaInsets``.
  public static let safeAreaInsets = ViewportInsets(rawValue: 1 << 1)
  /// ``Viewport/layoutMargins``.
  public static let layoutMargins = ViewportInsets(rawValue: 1 << 2)
  /// Every inset.
  public static let all: ViewportInsets = [.contentInset, .safeAreaInsets, .layoutMargins]
}
