/// The width and height of an item, a group or a supplementary item, each a
/// ``LayoutDimension``, like `NSCollectionLayoutSize`.
///
/// ```swift
/// // Four items side by side in a group as wide as the section.
/// let quarter = LayoutSize(
///   widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1))
/// ```
public struct LayoutSize: Hashable, Sendable {
  /// The width.
  public var widthDimension: LayoutDimension
  /// The height.
  public var heightDimension: LayoutDimension

  /// Creates a size from its two dimensions.
  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// The size in points in `container`, each dimension checked; an error names the
  /// dimension's field (`width` or `height`) after `path`.
  func resolved(in container: Size, at path: CompositionalInput) throws(LayoutError) -> Size {
    let width = try widthDimension.resolved(
      in: container, as: .compositional(path.appending("width")))
    let height = try heightDimension.resolved(
      in: container, as: .compositional(path.appending("height")))
    return Size(width: width, height: height)
  }

  /// The dimension along `direction`: the height along a vertical axis, the width along a
  /// horizontal one.
  func dimension(along direction: ScrollDirection) -> LayoutDimension {
    direction == .vertical ? heightDimension : widthDimension
  }

  /// Replaces the dimension along `direction` with `dimension`.
  mutating func setDimension(_ dimension: LayoutDimension, along direction: ScrollDirection) {
    if direction == .vertical { heightDimension = dimension } else { widthDimension = dimension }
  }
}

extension LayoutSize {
  /// `insets` without the sides along an axis of estimated dimension, which UIKit
  /// ignores.
  func applying(_ insets: EdgeInsets) -> EdgeInsets {
    let width = widthDimension.isEstimated
    let height = heightDimension.isEstimated
    return EdgeInsets(
      top: height ? 0 : insets.top, left: width ? 0 : insets.left,
      bottom: height ? 0 : insets.bottom, right: width ? 0 : insets.right)
  }
}
