import Trellis

extension LayoutConformance {
  /// Checks ``CollectionLayout/indexPathForItem(at:)`` at random points and at the
  /// corners and centers of some elements against a brute-force search of the cells.
  func checkHitTesting(
    of layout: some CollectionLayout, _ snapshot: ElementSnapshot,
    into report: inout ViolationReport
  ) {
    let cells = snapshot.all.indices.compactMap { index -> DrawnCell? in
      let attributes = snapshot.all[index]
      guard attributes.id.category == .cell, !attributes.isHidden, attributes.alpha > 0,
        snapshot.isFirst[index]
      else { return nil }
      return DrawnCell(attributes)
    }
    for point in hitPoints(for: snapshot) {
      guard !report.isFull else { return }
      var top = Int.min
      var expected: [IndexPath] = []
      for cell in cells where cell.contains(point) {
        if cell.attributes.zIndex > top {
          top = cell.attributes.zIndex
          expected = []
        }
        if cell.attributes.zIndex == top { expected.append(cell.attributes.id.indexPath) }
      }
      let found = layout.indexPathForItem(at: point)
      let agrees = expected.isEmpty ? found == nil : found.map(expected.contains) ?? false
      if !agrees {
        let element = found.map(ElementID.cell)
        report.record(
          .wrongHit(point: point, expected: expected, found: found), element: element,
          attributes: element.flatMap { snapshot.byID[$0] })
      }
    }
  }

  /// Random points in the viewport and around the content, and the corners, centers and points just past
  /// the edges of some elements.
  func hitPoints(for snapshot: ElementSnapshot) -> [Point] {
    var random = SplitMix64(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
    let extent = Self.extent(of: snapshot)
    var points: [Point] = []
    for index in probedElements(of: snapshot, using: &random) {
      let frame = snapshot.drawn[index]
      points += [
        frame.center, frame.origin, Point(x: frame.maxX, y: frame.maxY),
        Point(x: frame.maxX.nextDown, y: frame.maxY.nextDown),
        Point(x: frame.minX.nextDown, y: frame.midY), Point(x: frame.midX, y: frame.maxY),
      ]
    }
    // Half of the points in the viewport, where taps land, half anywhere around.
    let bounds = snapshot.viewport.bounds
    for index in 0..<randomPointCount {
      let area = index.isMultiple(of: 2) ? bounds : extent.inset(by: EdgeInsets(all: -20))
      points.append(
        Point(
          x: random.value(in: area.minX...area.maxX), y: random.value(in: area.minY...area.maxY)))
    }
    return points
  }
}

/// A cell with its drawn shape worked out once, for hit testing at many points.
private struct DrawnCell {
  let attributes: LayoutAttributes
  /// The projected corners of a transformed cell; `nil` for an untransformed one.
  let corners: ProjectedQuadrilateral?
  /// Whether a corner of a transformed cell falls behind the eye, so that it shows
  /// nothing.
  let isBehindEye: Bool

  init(_ attributes: LayoutAttributes) {
    self.attributes = attributes
    if attributes.transform3D.isIdentity {
      (corners, isBehindEye) = (nil, false)
    } else {
      corners = attributes.transform3D.projectedCorners(of: attributes.frame)
      isBehindEye = corners == nil
    }
  }

  /// Whether the drawn shape contains `point`: the frame, edges included at the minimum
  /// and excluded at the maximum as with `CGRect`, or for a transformed cell its
  /// projected quadrilateral within that quadrilateral's bounding rectangle; a cell with
  /// a corner behind the eye contains no point.
  func contains(_ point: Point) -> Bool {
    guard let corners else { return !isBehindEye && attributes.frame.contains(point) }
    return corners.boundingRect.contains(point) && corners.contains(point)
  }
}

extension LayoutAttributes {
  /// The bounding rectangle of the element's shape as drawn: its frame, or for an
  /// element with a 3D transform the bounding rectangle of its projected corners (the
  /// frame when a corner falls behind the eye).
  var drawnBounds: Rect {
    guard !transform3D.isIdentity else { return frame }
    return transform3D.projectedCorners(of: frame)?.boundingRect ?? frame
  }
}

extension SplitMix64 {
  /// A number in `range`, whole or half points when the range is small enough that
  /// such values hit edges and meet exactly.
  mutating func value(in range: ClosedRange<Double>) -> Double {
    guard range.lowerBound.isFinite, range.upperBound.isFinite else { return 0 }
    guard range.upperBound > range.lowerBound, (range.upperBound - range.lowerBound).isFinite
    else { return range.lowerBound }
    let value = Double.random(in: range, using: &self)
    return chance(0.5)
      ? min(max((value * 2).rounded() / 2, range.lowerBound), range.upperBound)
      : value
  }

  /// `true` with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }
}
