/// Where a supplementary item sits on the item it belongs to, like
/// `NSCollectionLayoutAnchor`: the item's edges it lines up with, and an offset.
///
/// On each axis the supplementary item lines its edge up with the item's edge named in
/// ``edges`` (its leading edge with the item's leading edge, and so on), or is centered
/// when neither edge of that axis is named. The offset then moves it: by points, or by
/// fractions of its own size, so that `fractionalOffset: Point(x: 0.5, y: -0.5)` on the
/// top trailing corner puts a badge's center on the corner.
public struct LayoutAnchor: Hashable, Sendable {
  /// An edge of a rectangle.
  public enum Edge: Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing
  }

  /// How far the anchored item moves from where its edges put it.
  public enum Offset: Hashable, Sendable {
    /// By points.
    case absolute(Point)
    /// By fractions of the anchored item's width and height.
    case fractional(Point)
  }

  /// The edges the anchored item lines up with.
  public var edges: Set<Edge>
  /// How far the anchored item moves from there.
  public var offset: Offset

  /// Creates an anchor at `edges`, moved by `offset`.
  public init(edges: Set<Edge>, offset: Offset = .absolute(.zero)) {
    self.edges = edges
    self.offset = offset
  }

  /// The frame of an item of `size` anchored to `container`.
  func frame(of size: Size, in container: Rect) -> Rect {
    var x = container.minX + (container.width - size.width) / 2
    if edges.contains(.leading) {
      x = container.minX
    } else if edges.contains(.trailing) {
      x = container.maxX - size.width
    }
    var y = container.minY + (container.height - size.height) / 2
    if edges.contains(.top) {
      y = container.minY
    } else if edges.contains(.bottom) {
      y = container.maxY - size.height
    }
    switch offset {
    case .absolute(let point): (x, y) = (x + point.x, y + point.y)
    case .fractional(let point): (x, y) = (x + point.x * size.width, y + point.y * size.height)
    }
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }

  /// The frame of an item of `size` whose point `itemAnchor` names lies on the point of
  /// `container` this anchor names; without `itemAnchor`, ``frame(of:in:)``.
  func frame(of size: Size, in container: Rect, itemAnchor: LayoutAnchor?) -> Rect {
    guard let itemAnchor else { return frame(of: size, in: container) }
    let target = point(in: container, moving: size)
    let own = itemAnchor.point(in: Rect(origin: .zero, size: size), moving: size)
    return Rect(
      x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
  }

  /// The point of `rect` the edges name (a corner, the middle of an edge or the
  /// center), moved by the offset, whose fractions are of `size`.
  private func point(in rect: Rect, moving size: Size) -> Point {
    var x = rect.midX
    if edges.contains(.leading) {
      x = rect.minX
    } else if edges.contains(.trailing) {
      x = rect.maxX
    }
    var y = rect.midY
    if edges.contains(.top) {
      y = rect.minY
    } else if edges.contains(.bottom) {
      y = rect.maxY
    }
    switch offset {
    case .absolute(let point): return Point(x: x + point.x, y: y + point.y)
    case .fractional(let point):
      return Point(x: x + point.x * size.width, y: y + point.y * size.height)
    }
  }

  /// Checks the offset, throwing an error that names `offset` after `path`.
  func validate(at path: CompositionalInput) throws(LayoutError) {
    let input = LayoutInput.compositional(path.appending("offset"))
    switch offset {
    case .absolute(let point):
      try LayoutError.check(offset: point.x, as: input)
      try LayoutError.check(offset: point.y, as: input)
    case .fractional(let point):
      let range = -LayoutDimension.maximumFraction...LayoutDimension.maximumFraction
      for value in [point.x, point.y] {
        guard value.isFinite else { throw .invalidValue(input, value) }
        guard range.contains(value) else { throw .valueOutOfRange(input, value, range: range) }
      }
    }
  }
}
