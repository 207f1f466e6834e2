extension CarouselGeometry {
  /// The content offset at which scrolling from `current` comes to rest, given where it
  /// would stop on its own and the release velocity in points per second.
  ///
  /// Only the offset along the scroll axis changes; across it, `proposed` stands. In a
  /// mirrored row, offsets and the velocity are taken in leading coordinates. A proposal
  /// that is not finite along an axis is taken as `current` along it, and a velocity
  /// that is not finite as zero.
  func targetContentOffset(from current: Point, proposed: Point, velocity: Point) -> Point {
    let proposed = proposed.finite(otherwise: current)
    let velocity = velocity.finite(otherwise: .zero)
    let (here, there) = (leadingOffset(current), leadingOffset(proposed))
    let speed = isMirrored ? -velocity.x : along(velocity)
    let resting: Double
    switch configuration.snapping {
    case .none: return proposed
    case .items(let maximumPerFlick):
      guard itemCount > 0 else { return proposed }
      resting = contentOffset(
        leading: offset(
          centering: itemIndex(
            from: here, proposed: there, velocity: speed, maximumPerFlick: maximumPerFlick)))
    case .pages:
      resting = contentOffset(leading: pageOffset(from: here, proposed: there, velocity: speed))
    }
    return configuration.scrollDirection == .horizontal
      ? Point(x: resting, y: proposed.y) : Point(x: proposed.x, y: resting)
  }

  /// The item to rest on, given leading offsets: the nearest to `proposed` for a slow
  /// release; for a flick,
  /// the next item beyond the current position in the flick's direction and as many
  /// more as the distance to `proposed` covers, up to `maximumPerFlick` in all; always
  /// one of the items.
  func itemIndex(from current: Double, proposed: Double, velocity: Double, maximumPerFlick: Int)
    -> Int
  {
    let here = position(atOffset: current)
    let there = position(atOffset: proposed)
    let target: Double
    if abs(velocity) < configuration.flickVelocity {
      target = there.rounded()
    } else {
      let travelled = min(max(abs(there - here).rounded(), 1), Double(maximumPerFlick))
      target =
        velocity > 0
        ? (here + 1e-9).rounded(.down) + travelled : (here - 1e-9).rounded(.up) - travelled
    }
    return Int(min(max(target, 0), Double(itemCount - 1)))
  }

  /// The page boundary to rest on, in leading offsets: the nearest to `proposed` for a
  /// slow release, the next beyond `current` for a flick; never before the start or after
  /// the end of the content.
  func pageOffset(from current: Double, proposed: Double, velocity: Double) -> Double {
    let page = viewportLength
    let last = max(contentLength - page, 0)
    guard page > 0 else { return 0 }
    let target: Double
    if abs(velocity) < configuration.flickVelocity {
      target = (proposed / page).rounded() * page
    } else if velocity > 0 {
      target = ((current / page + 1e-9).rounded(.down) + 1) * page
    } else {
      target = ((current / page - 1e-9).rounded(.up) - 1) * page
    }
    return min(max(target, 0), last)
  }
}
