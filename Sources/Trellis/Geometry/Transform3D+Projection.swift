extension Transform3D {
  /// Where the point `offset` away from `center` lands when the transform is applied
  /// around `center` and the result is projected onto the screen plane, or `nil` when the
  /// point falls behind the eye (its homogeneous `w` is not positive).
  ///
  /// This is how Core Animation draws a layer's `transform` about its anchor point at the
  /// center: the point `(x, y, 0, 1)` is multiplied on the left, then divided by `w`.
  ///
  /// - Complexity: O(1); allocates nothing.
  @inlinable
  public func project(_ offset: Point, around center: Point) -> Point? {
    let x = offset.x * m11 + offset.y * m21 + m41
    let y = offset.x * m12 + offset.y * m22 + m42
    let w = offset.x * m14 + offset.y * m24 + m44
    guard w > 0 else { return nil }
    return Point(x: center.x + x / w, y: center.y + y / w)
  }

  /// The four corners of `frame` as the transform, applied around the frame's center,
  /// draws them: top left, top right, bottom right, bottom left; `nil` when a corner falls
  /// behind the eye.
  ///
  /// - Complexity: O(1); allocates nothing.
  @inlinable
  public func projectedCorners(of frame: Rect) -> ProjectedQuadrilateral? {
    let center = frame.center
    let halfWidth = frame.width / 2
    let halfHeight = frame.height / 2
    guard let topLeft = project(Point(x: -halfWidth, y: -halfHeight), around: center),
      let topRight = project(Point(x: halfWidth, y: -halfHeight), around: center),
      let bottomRight = project(Point(x: halfWidth, y: halfHeight), around: center),
      let bottomLeft = project(Point(x: -halfWidth, y: halfHeight), around: center)
    else { return nil }
    return ProjectedQuadrilateral(
      topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft)
  }
}
