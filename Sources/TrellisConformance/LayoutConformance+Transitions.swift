import Trellis

extension LayoutConformance {
  /// Makes the `LayoutTransition` from `old` to `new` and returns every way in
  /// which its ends differ from the layouts: at progress 0 it must draw every element as
  /// `old` has it (moved by the change of content offset), at progress 1 as `new` has
  /// it, and an element that a layout lacks must not be seen (transparent, hidden or
  /// outside the bounds) at that layout's end.
  ///
  /// `old` must be prepared and scrolled; `new` prepared with the same data for the same
  /// viewport size. Making the transition moves `new` to the content offset that keeps
  /// the anchor item in place.
  ///
  /// ```swift
  /// let violations = LayoutConformance().violations(transitioningFrom: grid, to: list)
  /// ```
  ///
  /// - Complexity: O(*k* log *k*) for the *k* elements visible in either layout.
  public func violations(
    transitioningFrom old: some CollectionLayout, to new: some CollectionLayout
  ) -> [ConformanceViolation] {
    var report = ViolationReport()
    let before = visibleElements(of: old)
    let transition = LayoutTransition(from: old, to: new)
    let after = visibleElements(of: new)
    let shift = Point(
      x: transition.contentOffset.x - transition.contentOffsetBefore.x,
      y: transition.contentOffset.y - transition.contentOffsetBefore.y)
    let bounds = new.viewport.bounds
    var animated = Set<ElementID>()
    for animation in transition.animation.elements {
      let id = animation.element
      animated.insert(id)
      let start = animation.attributes(at: 0, curve: transition.animation.curve)
      let end = animation.attributes(at: 1, curve: transition.animation.curve)
      if before[id] == nil && after[id] == nil {
        report.record(.unexpectedInTransition, element: id)
      }
      // An element that a layout has but does not show there is drawn as that layout
      // has it; one that it lacks must not be seen.
      if let was = before[id] ?? old.attributes(for: id) {
        var expected = was
        expected.frame = was.frame.offsetBy(dx: shift.x, dy: shift.y)
        if start != expected {
          report.record(
            .transitionStartDiffers(found: start, expected: expected), element: id,
            attributes: was)
        }
      } else if Self.isSeen(start, in: bounds) {
        report.record(.visibleOutsideItsLayout(progress: 0, found: start), element: id)
      }
      if let now = after[id] ?? new.attributes(for: id) {
        if end != now {
          report.record(
            .transitionEndDiffers(found: end, expected: now), element: id, attributes: now)
        }
      } else if Self.isSeen(end, in: bounds) {
        report.record(.visibleOutsideItsLayout(progress: 1, found: end), element: id)
      }
    }
    for (id, attributes) in before.merging(after, uniquingKeysWith: { $1 })
    where !animated.contains(id) {
      report.record(.missingFromTransition, element: id, attributes: attributes)
    }
    return report.violations
  }

  /// The elements that `layout` shows in its bounds, by id.
  private func visibleElements(of layout: some CollectionLayout) -> [ElementID: LayoutAttributes] {
    var elements: [ElementID: LayoutAttributes] = [:]
    layout.forEachElement(in: layout.viewport.bounds) { elements[$0.id] = $0 }
    return elements
  }

  /// Whether an element drawn with `attributes` can be seen in `bounds`.
  private static func isSeen(_ attributes: LayoutAttributes, in bounds: Rect) -> Bool {
    !attributes.isHidden && attributes.alpha > 0 && attributes.drawnBounds.intersects(bounds)
  }
}
