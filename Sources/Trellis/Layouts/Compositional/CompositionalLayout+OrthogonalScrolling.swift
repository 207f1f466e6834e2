extension CompositionalLayout {
  /// The release speed, in points per second, from which a paging section moves on by
  /// a page or a group rather than coming back to the nearest.
  public static let orthogonalFlickVelocity = 300.0

  /// How far the row of an orthogonal section `section` is scrolled: zero shows its
  /// start; `nil` if there is no such section.
  public func orthogonalOffset(ofSection section: Int) -> Double? {
    section >= 0 && section < orthogonalOffsets.count ? orthogonalOffsets[section] : nil
  }

  /// The largest offset at which the row of the orthogonal section `section` rests, its
  /// end at the end of the view; `nil` if the section does not exist or does not scroll
  /// sideways.
  public func maximumOrthogonalOffset(ofSection section: Int) -> Double? {
    guard let geometry = geometry.section(section), geometry.isOrthogonal else { return nil }
    return geometry.maximumOrthogonalOffset
  }

  /// How the row of the orthogonal section `section` moves under the finger and after
  /// a release (its ``LayoutSection/orthogonalScrollingProperties``); `nil` if the
  /// section does not exist or does not scroll sideways.
  ///
  /// - Complexity: O(1).
  public func orthogonalScrollingProperties(ofSection section: Int)
    -> OrthogonalScrollingProperties?
  {
    guard let geometry = geometry.section(section), geometry.isOrthogonal else { return nil }
    return geometry.properties
  }

  /// Scrolls the row of the orthogonal section `section` to `offset` without preparing
  /// again: the next query reports its items moved, and nothing else changes.
  ///
  /// An offset outside ``LayoutLimits/offsetRange`` (or not finite), a section that does
  /// not exist or does not scroll sideways throws and changes nothing. Like a scroll
  /// view, the row may be scrolled past its ends; use
  /// ``targetOrthogonalOffset(ofSection:proposed:velocity:)`` for where it rests.
  ///
  /// - Complexity: O(1).
  public func setOrthogonalOffset(_ offset: Double, ofSection section: Int) throws(LayoutError) {
    guard let geometry = geometry.section(section) else {
      throw .sectionOutOfRange(section, count: self.geometry.sections.count)
    }
    guard geometry.isOrthogonal, offset.isFinite, LayoutLimits.offsetRange.contains(offset) else {
      // The input is made only for an error, so that a scroll step allocates nothing.
      let input = LayoutInput.compositional(
        CompositionalInput(section: section).appending("orthogonalScrollingBehavior"))
      guard geometry.isOrthogonal else { throw .conflict(input, .notScrollingSideways) }
      try LayoutError.check(offset: offset, as: input)
      return
    }
    orthogonalOffsets[section] = offset
  }

  /// The orthogonal section whose row is under `point`, in content coordinates: the
  /// band along the scroll axis that its groups' items are drawn in, however far across
  /// it, since a row reaches beyond the content's sides.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public func orthogonalSection(at point: Point) -> Int? {
    let point =
      geometry.isMirrored ? Point(x: geometry.contentSize.width - point.x, y: point.y) : point
    let main = geometry.direction.main(of: point)
    guard main.isFinite, geometry.direction.cross(of: point).isFinite else { return nil }
    let sections = geometry.sections
    let index = sections.indices.partitionPoint { sections[$0].start <= main } - 1
    guard index >= 0, let band = geometry.orthogonalBand(ofSection: index),
      band.lower <= main, main < band.upper
    else { return nil }
    return index
  }

  /// The rectangle the drawn shapes of the items of the orthogonal section `section`
  /// stay in at any orthogonal offset: their band along the scroll axis, across every
  /// coordinate (``LayoutLimits/coordinateRange``), since a scrolled row reaches
  /// beyond the content's sides; `nil` if the section does not exist or does not
  /// scroll sideways.
  ///
  /// - Complexity: O(1).
  public func orthogonalScrollingBand(ofSection section: Int) -> Rect? {
    guard let band = geometry.orthogonalBand(ofSection: section) else { return nil }
    let across = LayoutLimits.coordinateRange
    return geometry.direction == .vertical
      ? Rect(
        x: across.lowerBound, y: band.lower, width: across.upperBound - across.lowerBound,
        height: band.upper - band.lower)
      : geometry.unmirrored(
        Rect(
          x: band.lower, y: across.lowerBound, width: band.upper - band.lower,
          height: across.upperBound - across.lowerBound))
  }

  /// The offset at which the row of the orthogonal section `section` comes to rest,
  /// given where it would stop on its own and the release velocity in points per
  /// second, by its ``OrthogonalScrollingBehavior``; `nil` if the section does not exist
  /// or does not scroll sideways.
  ///
  /// Continuous scrolling rests at `proposed`; the others at a group's leading edge, a
  /// page boundary or a centered group. A paging behavior moves at most one page or
  /// group from the current one, on in the velocity's direction when its speed is at
  /// least ``orthogonalFlickVelocity``. Every answer lies between zero and the row's
  /// end; a `proposed` that is not finite counts as the current offset and a velocity
  /// that is not finite as zero.
  ///
  /// - Complexity: O(1).
  public func targetOrthogonalOffset(ofSection section: Int, proposed: Double, velocity: Double)
    -> Double?
  {
    guard let geometry = geometry.section(section), geometry.isOrthogonal else { return nil }
    let current = orthogonalOffsets[section]
    let proposed = proposed.isFinite ? proposed : current
    let velocity = velocity.isFinite ? velocity : 0
    let end = geometry.maximumOrthogonalOffset
    let clamped = { (offset: Double) in min(max(offset, 0), end) }
    let flick: Double =
      abs(velocity) < Self.orthogonalFlickVelocity ? 0 : (velocity > 0 ? 1 : -1)
    switch geometry.behavior {
    case .none, .continuous:
      return clamped(proposed)
    case .continuousGroupLeadingBoundary:
      return clamped(Self.step(geometry.pitch, nearest: proposed, limit: geometry.groupCount))
    case .paging:
      let page = geometry.visibleRowLength
      guard page > 0 else { return clamped(proposed) }
      return clamped(
        Self.paged(page, current: current, proposed: proposed, flick: flick, limit: .max))
    case .groupPaging, .groupPagingCentered:
      return clamped(
        Self.paged(
          geometry.pitch, current: current, proposed: proposed, flick: flick,
          limit: geometry.groupCount))
    }
  }

  /// The multiple of `step` nearest `offset`, of at most `limit - 1` steps.
  private static func step(_ step: Double, nearest offset: Double, limit: Int) -> Double {
    guard step > 0 else { return 0 }
    let index = min(max((offset / step).rounded(), 0), Double(max(limit - 1, 0)))
    return index * step
  }

  /// The multiple of `step` a release rests at: the current one moved by `flick`, or the
  /// one nearest `proposed` within one step of the current one.
  private static func paged(
    _ step: Double, current: Double, proposed: Double, flick: Double, limit: Int
  ) -> Double {
    guard step > 0 else { return 0 }
    let from = (current / step).rounded()
    let index =
      flick != 0
      ? from + flick : min(max((proposed / step).rounded(), from - 1), from + 1)
    let last = limit == .max ? Double.greatestFiniteMagnitude : Double(max(limit - 1, 0))
    return min(max(index, 0), last) * step
  }
}
