import Trellis

extension PlaybackSession {
  /// Switches to the action's layout with a transition, drives it to the action's
  /// progress and releases it there to finish or cancel.
  ///
  /// The step's animations go from the attributes at that progress to the new layout's
  /// (finished) or back to the old one's (cancelled). Their start is in the coordinates
  /// of the content offset before the action and their end in those of the offset
  /// after it, and they run linearly with the offset, so that every picture of the
  /// film strip is what the screen shows.
  mutating func run(_ transition: TransitionAction, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    guard !transition.changesData(of: spec.layout) else {
      return try runChangingData(transition, action, at: path)
    }
    let before = self.before()
    // The decoding made a configuration of the spec's type, which makes a layout.
    guard let layout = Content.layout(transition.layout) else {
      return step(
        action, before, sectionMap: [], itemMap: [], animations: [], curve: .linear)
    }
    let running: LayoutTransition
    do {
      running = try collection.transition(to: layout, curve: .linear, host: &host)
    } catch {
      throw SpecError(path: transition.path(for: error, at: path), problem: .layout(error))
    }
    let progress = transition.progress
    collection.animate(to: progress, host: &host)
    if transition.cancels {
      collection.cancelTransition(host: &host)
    } else {
      collection.finishAnimation(host: &host)
    }
    return transitionStep(running, transition, action, before)
  }

  /// The step of a transition released at its progress: from the attributes there to the
  /// new layout's (finished) or back to the old one's (cancelled), moved so that the
  /// start is in the coordinates of the offset before and the end in those after.
  func transitionStep(
    _ running: LayoutTransition, _ transition: TransitionAction, _ action: SpecAction,
    _ before: Before
  ) -> PlaybackStep {
    let progress = transition.progress
    // The plan is in the new layout's coordinates; the start of the step is in the old.
    let back = Point(
      x: before.contentOffset.x - running.contentOffset.x,
      y: before.contentOffset.y - running.contentOffset.y)
    let animations = running.animation.elements.map { element in
      var start = element.attributes(at: progress, curve: .linear)
      start.frame.origin = Point(
        x: start.frame.minX + back.x * (1 - progress),
        y: start.frame.minY + back.y * (1 - progress))
      var end = transition.cancels ? element.from : element.to
      if transition.cancels {
        end.frame.origin = Point(x: end.frame.minX + back.x, y: end.frame.minY + back.y)
      }
      end.id = element.element
      return ElementAnimation(
        element: element.element, change: element.change, from: start, to: end)
    }
    let identity = before.itemCounts.enumerated().map { section, count in
      (0..<count).map { IndexPath?(IndexPath(item: $0, section: section)) }
    }
    var step = step(
      action, before, sectionMap: before.itemCounts.indices.map { $0 }, itemMap: identity,
      animations: animations, curve: .linear)
    // The step starts where the transition stood at its progress.
    step.contentOffsetBefore = Point(
      x: running.contentOffset.x + back.x * (1 - progress),
      y: running.contentOffset.y + back.y * (1 - progress))
    return step
  }
}

extension TransitionAction {
  /// Whether the new layout needs other data than a collection view of `current` has:
  /// it is of another type, or its items are sized otherwise (with estimates or without,
  /// or other estimates).
  func changesData(of current: LayoutSpec) -> Bool {
    layout.typeName != current.typeName || layout.itemSizing != current.itemSizing
  }

  /// The path of the field of the new layout that a value it rejected came from, for the
  /// transition at `path`: the field the `layout` object of a spec would name, within
  /// the transition's `layout`.
  func path(for error: LayoutError, at path: SpecPath) -> SpecPath {
    let layoutPath = path.appending("layout")
    let specLayout = SpecPath.root.appending("layout").components
    let field = layout.path(for: error, dataAt: .root).components
    guard field.starts(with: specLayout) else { return layoutPath }
    return SpecPath(layoutPath.components + field.dropFirst(specLayout.count))
  }
}
