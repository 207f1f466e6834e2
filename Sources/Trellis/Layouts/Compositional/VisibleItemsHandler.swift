/// How the items of a section look as the view and the section scroll: the
/// carousel-within-a-section effect of UIKit's `visibleItemsInvalidationHandler`, as a
/// pure function.
///
/// The layout calls ``appearance`` when a query reaches an item of the section, with the
/// item's frame and where the view and the section are scrolled
/// (``VisibleItemsContext``), and draws the item scaled about its center, with the
/// opacity and zIndex it returns. Queries and hit testing use the drawn shape; the
/// supplementary items of the section keep their frames. Since looks follow scrolling,
/// a scroll of a layout with such a section invalidates
/// ``Invalidation/transformedElements``.
///
/// ```swift
/// // Cards shrink to 80% as they move half a view away from the view's center.
/// shelf.visibleItemsHandler = VisibleItemsHandler(maximumScale: 1) { frame, context in
///   let distance = abs(frame.midX - context.visibleRect.midX) / context.visibleRect.width
///   return VisibleItemAppearance(scale: max(0.8, 1 - 0.4 * distance))
/// }
/// ```
///
/// The function is held by reference: two handlers are equal when they are the same.
public final class VisibleItemsHandler: Hashable, Sendable {
  /// The largest scale ``appearance`` returns, at most
  /// ``CarouselCustomStyle/maximumScaleLimit``; larger ones are drawn at this one. A
  /// query looks this much farther for items that may reach into its rect.
  public let maximumScale: Double
  /// The function: an item's frame and where the view and the section are scrolled in,
  /// its look out.
  public let appearance:
    @Sendable (_ frame: Rect, _ context: VisibleItemsContext) -> VisibleItemAppearance

  /// Creates a handler whose function returns scales of at most `maximumScale`.
  public init(
    maximumScale: Double = 1,
    appearance:
      @escaping @Sendable (_ frame: Rect, _ context: VisibleItemsContext) ->
      VisibleItemAppearance
  ) {
    self.maximumScale = maximumScale
    self.appearance = appearance
  }

  /// Whether the two are the same handler.
  public static func == (lhs: VisibleItemsHandler, rhs: VisibleItemsHandler) -> Bool {
    lhs === rhs
  }

  /// Hashes the handler's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The attributes of a cell at `frame`, drawn as ``appearance`` says, its values
  /// clamped: a scale from 0 to ``maximumScale``, an opacity from 0 to 1, and a value
  /// that is not a number drawing nothing.
  func attributes(of id: ElementID, frame: Rect, zIndex: Int, context: VisibleItemsContext)
    -> LayoutAttributes
  {
    let look = appearance(frame, context)
    var attributes = LayoutAttributes(id: id, frame: frame, zIndex: look.zIndex ?? zIndex)
    let scale = look.scale.isNaN ? 0 : min(max(look.scale, 0), maximumScale)
    if scale != 1 { attributes.transform3D = .scale(x: scale, y: scale) }
    attributes.alpha = look.alpha.isNaN ? 0 : min(max(look.alpha, 0), 1)
    return attributes
  }

  /// Checks ``maximumScale``, throwing an error that names `path`.
  func validate(at path: CompositionalInput) throws(LayoutError) {
    let input = LayoutInput.compositional(path)
    let limit = CarouselCustomStyle.maximumScaleLimit
    guard maximumScale.isFinite && maximumScale > 0 else {
      throw .invalidValue(input, maximumScale)
    }
    guard maximumScale <= limit else {
      throw .valueOutOfRange(input, maximumScale, range: 0...limit)
    }
  }
}

/// Where the view and a section are scrolled, for a ``VisibleItemsHandler``.
public struct VisibleItemsContext: Hashable, Sendable {
  /// The visible part of the content: the viewport's bounds less its content inset.
  public var visibleRect: Rect
  /// How far the section's row is scrolled across the scroll axis; zero for a section
  /// that does not scroll sideways.
  public var orthogonalOffset: Double
  /// The size sections are laid out in.
  public var containerSize: Size

  /// Creates a context.
  public init(visibleRect: Rect, orthogonalOffset: Double, containerSize: Size) {
    self.visibleRect = visibleRect
    self.orthogonalOffset = orthogonalOffset
    self.containerSize = containerSize
  }
}

/// How one item of a section with a ``VisibleItemsHandler`` is drawn.
public struct VisibleItemAppearance: Hashable, Sendable {
  /// The scale about the item's center.
  public var scale: Double
  /// The opacity.
  public var alpha: Double
  /// The zIndex, or `nil` for the item's own.
  public var zIndex: Int?

  /// Creates an appearance; the defaults draw the item as it is.
  public init(scale: Double = 1, alpha: Double = 1, zIndex: Int? = nil) {
    self.scale = scale
    self.alpha = alpha
    self.zIndex = zIndex
  }
}
