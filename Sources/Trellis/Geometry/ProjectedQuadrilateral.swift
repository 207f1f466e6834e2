/// The shape a rectangle takes on screen under a ``Transform3D``: four corners, in the
/// order top left, top right, bottom right, bottom left of the untransformed rectangle.
///
/// A projective transform maps the rectangle's edges to straight lines, so the shape is
/// a convex quadrilateral whenever every corner is in front of the eye.
public struct ProjectedQuadrilateral: Hashable, Sendable {
  /// The image of the rectangle's top-left corner.
  public var topLeft: Point
  /// The image of the rectangle's top-right corner.
  public var topRight: Point
  /// The image of the rectangle's bottom-right corner.
  public var bottomRight: Point
  /// The image of the rectangle's bottom-left corner.
  public var bottomLeft: Point

  /// Creates a quadrilateral from its corners.
  @inlinable
  public init(topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The smallest rectangle that contains the four corners.
  @inlinable
  public var boundingRect: Rect {
    let minX = min(min(topLeft.x, topRight.x), min(bottomRight.x, bottomLeft.x))
    let maxX = max(max(topLeft.x, topRight.x), max(bottomRight.x, bottomLeft.x))
    let minY = min(min(topLeft.y, topRight.y), min(bottomRight.y, bottomLeft.y))
    let maxY = max(max(topLeft.y, topRight.y), max(bottomRight.y, bottomLeft.y))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` is inside the quadrilateral or on its edges; a quadrilateral of no
  /// area (a rectangle scaled to nothing, or turned edge-on) contains no point.
  ///
  /// The point must be on the same side of all four edges, whichever way round the
  /// corners go (a mirroring transform reverses them).
  @inlinable
  public func contains(_ point: Point) -> Bool {
    guard area > 0 else { return false }
    let sides = (
      Self.side(of: point, from: topLeft, to: topRight),
      Self.side(of: point, from: topRight, to: bottomRight),
      Self.side(of: point, from: bottomRight, to: bottomLeft),
      Self.side(of: point, from: bottomLeft, to: topLeft)
    )
    let allNotNegative = sides.0 >= 0 && sides.1 >= 0 && sides.2 >= 0 && sides.3 >= 0
    let allNotPositive = sides.0 <= 0 && sides.1 <= 0 && sides.2 <= 0 && sides.3 <= 0
    return allNotNegative || allNotPositive
  }

  /// The area enclosed, by the shoelace formula.
  @inlinable
  public var area: Double {
    let twice =
      (topLeft.x * topRight.y - topRight.x * topLeft.y)
      + (topRight.x * bottomRight.y - bottomRight.x * topRight.y)
      + (bottomRight.x * bottomLeft.y - bottomLeft.x * bottomRight.y)
      + (bottomLeft.x * topLeft.y - topLeft.x * bottomLeft.y)
    return abs(twice) / 2
  }

  /// The cross product of the edge `start`–`end` and the vector from `start` to `point`:
  /// positive on one side of the edge, negative on the other, zero on it.
  @inlinable
  static func side(of point: Point, from start: Point, to end: Point) -> Double {
    (end.x - start.x) * (point.y - start.y) - (end.y - start.y) * (point.x - start.x)
  }
}
