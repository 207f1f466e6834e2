extension CarouselGeometry {
  /// The attributes of the item at `index` among all items, for a viewport at
  /// `contentOffset`, with `centerItemOffset` added to the item nearest the center.
  ///
  /// The frame is the item's size around the center the style draws it at; scale and
  /// turn are the ``LayoutAttributes/transform3D`` around that center. A mirrored row
  /// mirrors the center and the turn.
  ///
  /// - Complexity: O(log *s*) for *s* sections; allocates nothing.
  func attributes(
    ofItemAt index: Int, contentOffset: Point, centerItemOffset: Point
  ) -> LayoutAttributes {
    let offset = leadingOffset(contentOffset)
    let distance = Double(index) - position(atOffset: offset)
    let appearance = configuration.style.appearance(atDistance: distance)
    var alongCenter = offset + viewportLength / 2 + appearance.position * pitch
    var angle = appearance.angle
    if isMirrored {
      alongCenter = contentLength - alongCenter
      angle = -angle
    }
    let crossCenter = contentBreadth / 2 + appearance.crossOffset
    var center =
      configuration.scrollDirection == .horizontal
      ? Point(x: alongCenter, y: crossCenter) : Point(x: crossCenter, y: alongCenter)
    if index == centerIndex(atOffset: offset) {
      center.x += centerItemOffset.x
      center.y += centerItemOffset.y
    }
    let size = configuration.itemSize
    let frame = Rect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
    return LayoutAttributes(
      id: .cell(indexPath(of: index)), frame: frame,
      transform3D: transform(scale: appearance.scale, angle: angle),
      alpha: appearance.alpha, zIndex: appearance.zIndex)
  }

  /// The transform that scales by `scale` and turns by `angle` radians about the axis
  /// across the scroll axis, with the configured perspective when it turns.
  ///
  /// Written out entry by entry (scale, then rotation, then perspective) so that it
  /// allocates nothing.
  func transform(scale: Double, angle: Double) -> Transform3D {
    guard angle != 0 else {
      return scale == 1 ? .identity : .scale(x: scale, y: scale)
    }
    let sine = Elementary.sin(angle)
    let cosine = Elementary.cos(angle)
    let perspective = -1 / configuration.perspectiveDistance
    var transform = Transform3D.identity
    if configuration.scrollDirection == .horizontal {
      (transform.m11, transform.m13, transform.m14) =
        (scale * cosine, -scale * sine, -scale * sine * perspective)
      transform.m22 = scale
      (transform.m31, transform.m33, transform.m34) = (sine, cosine, cosine * perspective)
    } else {
      transform.m11 = scale
      (transform.m22, transform.m23, transform.m24) =
        (scale * cosine, -scale * sine, -scale * sine * perspective)
      (transform.m32, transform.m33, transform.m34) = (sine, cosine, cosine * perspective)
    }
    return transform
  }

  /// The rectangle that an item's drawn shape covers: the bounding rectangle of its
  /// projected corners.
  func drawnBounds(of attributes: LayoutAttributes) -> Rect {
    guard !attributes.transform3D.isIdentity else { return attributes.frame }
    return attributes.transform3D.projectedCorners(of: attributes.frame)?.boundingRect
      ?? attributes.frame
  }

  /// How far along the scroll axis an item's drawn shape can reach from its drawn
  /// center: half its length times the largest scale, stretched by the perspective when
  /// the style turns items.
  var reach: Double {
    let halfLength = configuration.itemLength / 2 * configuration.style.maximumScale
    let distance = configuration.perspectiveDistance
    return halfLength * distance / (distance - halfLength)
  }
}
