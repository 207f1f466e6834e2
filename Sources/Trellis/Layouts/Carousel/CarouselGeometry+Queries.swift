extension CarouselGeometry {
  /// Calls `body` with the attributes of every item whose drawn shape's bounding
  /// rectangle intersects `rect`, in index order, for a viewport at `contentOffset`.
  ///
  /// Drawn centers never move backward as the index grows, so the items whose centers
  /// lie within ``reach`` of the rect form one run, found by two binary searches; the
  /// item nearest the center is also checked on its own, since `centerItemOffset` may
  /// take it anywhere.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* items, of which *k* have their centers near
  ///   the rect; allocates nothing.
  func forEachItem(
    in rect: Rect, contentOffset: Point, centerItemOffset: Point,
    _ body: (LayoutAttributes) -> Void
  ) {
    guard itemCount > 0 else { return }
    let offset = leadingOffset(contentOffset)
    let viewportCenter = offset + viewportLength / 2
    let scrollPosition = position(atOffset: offset)
    let style = configuration.style
    let pitch = self.pitch
    func drawnCenter(_ index: Int) -> Double {
      let distance = Double(index) - scrollPosition
      return viewportCenter + style.appearance(atDistance: distance).position * pitch
    }
    let (start, end) =
      isMirrored
      ? (contentLength - rect.maxX, contentLength - rect.minX)
      : (along(rect.origin), along(Point(x: rect.maxX, y: rect.maxY)))
    let low = start - reach
    let high = end + reach
    let first = (0..<itemCount).partitionPoint { drawnCenter($0) < low }
    let past = (first..<itemCount).partitionPoint { drawnCenter($0) <= high }
    func report(_ index: Int) {
      let attributes = self.attributes(
        ofItemAt: index, contentOffset: contentOffset, centerItemOffset: centerItemOffset)
      if drawnBounds(of: attributes).intersects(rect) { body(attributes) }
    }
    let center = centerItemOffset == .zero ? nil : centerIndex(atOffset: offset)
    if let center, center < first { report(center) }
    for index in first..<past { report(index) }
    if let center, center >= past { report(center) }
  }

  /// The topmost visible item whose drawn shape contains `point`: the one with the
  /// highest zIndex, the last in index order among equals.
  ///
  /// - Complexity: O(log *n* + *k*) for the *k* items whose centers are near the point.
  func indexPathForItem(at point: Point, contentOffset: Point, centerItemOffset: Point)
    -> IndexPath?
  {
    var best: LayoutAttributes?
    forEachItem(
      in: .probe(at: point), contentOffset: contentOffset, centerItemOffset: centerItemOffset
    ) { attributes in
      guard !attributes.isHidden, attributes.alpha > 0, contains(point, attributes) else {
        return
      }
      if let current = best, current.zIndex > attributes.zIndex { return }
      best = attributes
    }
    return best?.id.indexPath
  }

  /// Whether the drawn shape of the element with `attributes` contains `point`: its
  /// projected quadrilateral does, and so does the quadrilateral's bounding rectangle,
  /// whose right and bottom edges are outside as with `CGRect.contains(_:)`. For an
  /// untransformed item, that is its frame's `contains(_:)`.
  func contains(_ point: Point, _ attributes: LayoutAttributes) -> Bool {
    if attributes.transform3D.isIdentity { return attributes.frame.contains(point) }
    guard let corners = attributes.transform3D.projectedCorners(of: attributes.frame) else {
      return false
    }
    return corners.boundingRect.contains(point) && corners.contains(point)
  }
}
