extension ScrollDirection {
  /// The other axis.
  var orthogonal: ScrollDirection { self == .vertical ? .horizontal : .vertical }

  /// The point at `main` along this axis and `cross` across it.
  @inline(__always)
  func point(main: Double, cross: Double) -> Point {
    self == .vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
  }

  /// The coordinate of `point` along this axis.
  @inline(__always)
  func main(of point: Point) -> Double { self == .vertical ? point.y : point.x }

  /// The coordinate of `point` across this axis.
  @inline(__always)
  func cross(of point: Point) -> Double { self == .vertical ? point.x : point.y }

  /// The start and end of `rect` along this axis.
  @inline(__always)
  func mainRange(of rect: Rect) -> (lower: Double, upper: Double) {
    self == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The insets at the start and at the end of this axis.
  @inline(__always)
  func mainSides(of insets: EdgeInsets) -> (before: Double, after: Double) {
    self == .vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
  }

  /// The rect moved by `distance` along this axis.
  @inline(__always)
  func moving(_ rect: Rect, by distance: Double) -> Rect {
    self == .vertical ? rect.offsetBy(dx: 0, dy: distance) : rect.offsetBy(dx: distance, dy: 0)
  }
}

extension Rect {
  /// The rect made smaller by `insets`, never smaller than nothing.
  func shrunk(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  /// The smallest rect that holds both, `other` being ignored when it is `nil`.
  func union(_ other: Rect?) -> Rect {
    guard let other else { return self }
    let x = min(minX, other.minX)
    let y = min(minY, other.minY)
    return Rect(
      x: x, y: y, width: max(maxX, other.maxX) - x, height: max(maxY, other.maxY) - y)
  }
}
