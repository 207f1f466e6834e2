import Trellis

extension Playground {
  /// The section whose row scrolls sideways under `point`, in content coordinates (a
  /// shelf of a compositional layout); `nil` when there is none or no spec has loaded.
  public func orthogonalSection(at point: Point) -> Int? {
    session?.orthogonalSection(at: point)
  }

  /// How far the row of section `section` is scrolled sideways, and the largest offset
  /// it rests at; `nil` for a section that does not scroll sideways.
  public func orthogonalScrolling(ofSection section: Int) -> (offset: Double, maximum: Double)? {
    session?.orthogonalScrolling(ofSection: section)
  }

  /// How far the row of section `section`, released at `velocity` in points per second,
  /// glides before it stops on its own, by its section's deceleration rate; `nil` for a
  /// section that does not scroll sideways.
  public func orthogonalGlide(ofSection section: Int, velocity: Double) -> Double? {
    session?.orthogonalScrollingProperties(ofSection: section)?.decelerationDistance(
      velocity: velocity)
  }

  /// The motion of the row of section `section` released at `start` with `velocity`
  /// points per second to rest at `end`, by its section's deceleration rate (``Glide``):
  /// the rate's own curve when `end` is where it stops on its own, a spring toward a
  /// page or an end; `nil` for a section that does not scroll sideways.
  public func orthogonalMotion(
    ofSection section: Int, from start: Double, to end: Double, velocity: Double
  ) -> Glide? {
    guard let properties = session?.orthogonalScrollingProperties(ofSection: section) else {
      return nil
    }
    return Glide(from: start, to: end, velocity: velocity, rate: properties.decelerationRate)
  }

  /// The offset a drag of the row of section `section` to `offset` shows: `offset` where
  /// the row bounces, otherwise held between zero and its largest resting offset; `nil`
  /// for a section that does not scroll sideways.
  public func orthogonalDraggedOffset(ofSection section: Int, to offset: Double) -> Double? {
    guard let properties = session?.orthogonalScrollingProperties(ofSection: section),
      let scrolling = orthogonalScrolling(ofSection: section)
    else { return nil }
    return properties.draggedOffset(offset, maximumOffset: scrolling.maximum)
  }

  /// Where the row of section `section`, released at `proposed` with `velocity` in
  /// points per second, comes to rest by its section's behavior; `nil` for a section
  /// that does not scroll sideways.
  public func targetOrthogonalOffset(ofSection section: Int, proposed: Double, velocity: Double)
    -> Double?
  {
    session?.targetOrthogonalOffset(ofSection: section, proposed: proposed, velocity: velocity)
  }

  /// Scrolls the row of section `section` sideways to `offset`: the command buffer
  /// then holds what changed for the row's elements, and nothing else.
  ///
  /// - Returns: `false` with the reason in ``text`` for a section that does not scroll
  ///   sideways or an offset that is not finite or too far; nothing changes then.
  public mutating func scrollSection(_ section: Int, to offset: Double) -> Bool {
    commandsBegin()
    guard let session else { return false }
    do {
      try session.scrollSection(section, to: offset, host: &host)
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }
}
