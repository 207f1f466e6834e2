/// A rectangle given by its origin (top-left corner) and its size.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates and extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smallest x coordinate.
  public var minX: Double { origin.x }
  /// The x coordinate of the center.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate.
  public var maxX: Double { origin.x + size.width }
  /// The smallest y coordinate.
  public var minY: Double { origin.y }
  /// The y coordinate of the center.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The center point.
  public var center: Point { Point(x: midX, y: midY) }

  /// Whether the two rectangles share an area of positive size.
  ///
  /// Rectangles that only touch along an edge do not intersect, and a rectangle with
  /// zero width or height intersects nothing, as with `CGRect.intersects(_:)`.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    origin.x < other.origin.x + other.size.width
      && other.origin.x < origin.x + size.width
      && origin.y < other.origin.y + other.size.height
      && other.origin.y < origin.y + size.height
      && size.width > 0 && size.height > 0
      && other.size.width > 0 && other.size.height > 0
  }

  /// The area the two rectangles share, or `nil` when they do not intersect.
  @inlinable
  public func intersection(_ other: Rect) -> Rect? {
    guard intersects(other) else { return nil }
    let x = max(minX, other.minX)
    let y = max(minY, other.minY)
    return Rect(
      x: x, y: y, width: min(maxX, other.maxX) - x, height: min(maxY, other.maxY) - y)
  }

  /// Whether `other` lies entirely inside this rectangle (edges included).
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// Whether `point` lies inside the rectangle: on or after its minimum edges and before
  /// its maximum edges, as with `CGRect.contains(_:)`.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Calls `body` with up to four rectangles that together cover the part of this
  /// rectangle outside `other`: a band above it, one below, and one on either side.
  ///
  /// The bands do not overlap one another. When a viewport scrolls from `old` to `new`,
  /// `old.forEachBand(outside: new)` gives the area that left the view and
  /// `new.forEachBand(outside: old)` the area that entered it.
  ///
  /// - Complexity: O(1): `body` is called at most four times.
  @inlinable
  public func forEachBand(outside other: Rect, _ body: (Rect) -> Void) {
    if minY < other.minY {
      body(Rect(x: minX, y: minY, width: width, height: min(maxY, other.minY) - minY))
    }
    if maxY > other.maxY {
      let top = max(minY, other.maxY)
      body(Rect(x: minX, y: top, width: width, height: maxY - top))
    }
    let top = max(minY, other.minY)
    let bottom = min(maxY, other.maxY)
    guard bottom > top else { return }
    if minX < other.minX {
      body(Rect(x: minX, y: top, width: min(maxX, other.minX) - minX, height: bottom - top))
    }
    if maxX > other.maxX {
      let left = max(minX, other.maxX)
      body(Rect(x: left, y: top, width: maxX - left, height: bottom - top))
    }
  }

  /// The smallest rectangle of positive size at `point`: what a rect query needs to
  /// find the elements under one point.
  static func probe(at point: Point) -> Rect {
    Rect(
      x: point.x, y: point.y, width: point.x.nextUp - point.x,
      height: point.y.nextUp - point.y)
  }

  /// The rectangle made smaller by `insets` on each edge (larger for negative insets).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}
