/// The edges a section's content insets, or its boundary items, are measured from
/// across the scroll axis, like `UIContentInsetsReference`.
///
/// Across the scroll axis (left and right of a vertical layout), a section's
/// ``LayoutSection/contentInsets`` start where the reference's edges lie: the
/// container's edges for ``none``, the safe area's or the layout margins' for the
/// others. Those are insets of the viewport's bounds, so only the part beyond the
/// viewport's content inset counts. Along the scroll axis the content inset and the
/// scrolling take care of the safe area, so the reference adds nothing there.
public enum ContentInsetsReference: Hashable, Sendable, CaseIterable {
  /// As ``safeArea``: UIKit's default.
  case automatic
  /// The container's edges: the viewport's bounds less its content inset.
  case none
  /// The edges of the viewport's ``Viewport/safeAreaInsets``.
  case safeArea
  /// The edges of the viewport's ``Viewport/layoutMargins``.
  case layoutMargins
  /// The readable content: the layout margins of a vertical layout narrowed, equally at
  /// both sides, to at most ``readableWidth`` points; the layout margins in a horizontal
  /// layout.
  case readableContent

  /// The widest readable content, in points: UIKit's readable width at the default text
  /// size.
  public static let readableWidth = 672.0

  /// How far the reference's edges lie inside the container of `viewport` across
  /// `direction`, leading first (left in the result is leading); zero along it.
  func insets(in viewport: Viewport, along direction: ScrollDirection) -> EdgeInsets {
    var reference: EdgeInsets
    switch self {
    case .none: return .zero
    case .automatic, .safeArea: reference = viewport.safeAreaInsets
    case .layoutMargins: reference = viewport.layoutMargins
    case .readableContent:
      reference = viewport.layoutMargins
      if direction == .vertical {
        let spare = max(
          0, (viewport.size.width - reference.left - reference.right - Self.readableWidth) / 2)
        reference.left += spare
        reference.right += spare
      }
    }
    let inset = viewport.contentInset
    guard direction == .vertical else {
      return EdgeInsets(
        top: max(0, reference.top - inset.top), left: 0,
        bottom: max(0, reference.bottom - inset.bottom), right: 0)
    }
    let left = max(0, reference.left - inset.left)
    let right = max(0, reference.right - inset.right)
    // The layout places leading on the left and mirrors right-to-left content after.
    let mirrored = viewport.layoutDirection == .rightToLeft
    return EdgeInsets(
      top: 0, left: mirrored ? right : left, bottom: 0, right: mirrored ? left : right)
  }
}

extension EdgeInsets {
  /// The insets of both, side by side.
  func adding(_ other: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: top + other.top, left: left + other.left, bottom: bottom + other.bottom,
      right: right + other.right)
  }
}
