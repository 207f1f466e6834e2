/// Everything a layout says about one element: where it is and how it looks, like
/// `UICollectionViewLayoutAttributes`, as a value.
public struct LayoutAttributes: Hashable, Sendable {
  /// The element these attributes describe.
  public var id: ElementID
  /// The element's frame in content coordinates, before ``transform3D`` is applied.
  public var frame: Rect
  /// A 3D transform applied around the frame's center.
  public var transform3D: Transform3D
  /// The opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double
  /// The stacking order; elements with a higher value are drawn above lower ones.
  public var zIndex: Int
  /// Whether the element is hidden.
  public var isHidden: Bool
  /// The radius of the frame's rounded corners, as a rounded section background of an
  /// inset-grouped list has; 0 for square corners.
  public var cornerRadius: Double

  /// Creates attributes for an element; everything but the frame has UIKit's default.
  public init(
    id: ElementID,
    frame: Rect,
    transform3D: Transform3D = .identity,
    alpha: Double = 1,
    zIndex: Int = 0,
    isHidden: Bool = false,
    cornerRadius: Double = 0
  ) {
    self.id = id
    self.frame = frame
    self.transform3D = transform3D
    self.alpha = alpha
    self.zIndex = zIndex
    self.isHidden = isHidden
    self.cornerRadius = cornerRadius
  }

  /// The center of the frame; setting it moves the frame.
  public var center: Point {
    get { frame.center }
    set {
      frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The size of the frame; setting it keeps the center in place, as UIKit does.
  public var size: Size {
    get { frame.size }
    set {
      let center = self.center
      frame.size = newValue
      self.center = center
    }
  }

  /// The element's category.
  public var category: ElementCategory { id.category }
  /// The element's index path.
  public var indexPath: IndexPath { id.indexPath }
}
