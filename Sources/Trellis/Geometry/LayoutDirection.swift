/// The reading direction a layout follows, like
/// `UIUserInterfaceLayoutDirection`.
///
/// In ``rightToLeft``, layouts mirror every element's x coordinate within the content
/// width, so the first item of a line sits at the right edge.
public enum LayoutDirection: Hashable, Sendable {
  /// Lines start at the left edge.
  case leftToRight
  /// Lines start at the right edge.
  case rightToLeft
}
