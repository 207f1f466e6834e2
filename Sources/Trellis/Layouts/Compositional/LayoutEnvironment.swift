/// What a section provider knows about where its section goes, like
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Hashable, Sendable {
  /// The size sections are laid out in: the viewport's size less its content inset.
  public var containerSize: Size
  /// The screen scale, in pixels per point.
  public var scale: Double
  /// The direction of the layout's language.
  public var layoutDirection: LayoutDirection

  /// Creates an environment.
  public init(
    containerSize: Size, scale: Double = 1, layoutDirection: LayoutDirection = .leftToRight
  ) {
    self.containerSize = containerSize
    self.scale = scale
    self.layoutDirection = layoutDirection
  }
}
