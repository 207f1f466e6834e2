import Trellis

extension PlaybackSession {
  /// Switches to a layout of another type than the spec's with a transition, drives it
  /// to the action's progress and releases it there to finish or cancel, as
  /// ``run(_:_:at:)`` does for a layout of the spec's type.
  ///
  /// The new layout shows the same number of items in each section, each of its
  /// layout-wide size. The transition is a ``LayoutTransition`` between the two layouts;
  /// the collection view keeps its layout, so a finished transition is the script's
  /// last action, and the step's state after it is the new layout's.
  mutating func runAcrossTypes(
    _ transition: TransitionAction, _ action: SpecAction, at path: SpecPath
  ) throws(SpecError) -> PlaybackStep {
    let counts = collection.itemCounts
    let switcher = TypeSwitcher(
      session: self, transition: transition, action: action, counts: counts)
    return try transition.layout.visitRegistered(switcher).mapError { error in
      SpecError(path: path.appending("layout"), problem: .layout(error))
    }.get()
  }
}

/// Runs a transition to a layout of the kind of the transition's spec.
private struct TypeSwitcher<Content: PlayableContent>: RegisteredSpecLayoutVisitor {
  let session: PlaybackSession<Content>
  let transition: TransitionAction
  let action: SpecAction
  let counts: [Int]

  func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> Result<PlaybackStep, LayoutError> {
    // The decoding read a kind with transitions, which makes data of counts.
    guard let content = Kind.content(itemCounts: counts) else {
      return .success(
        session.step(
          action, session.before(), sectionMap: [], itemMap: [], animations: [], curve: .linear))
    }
    do throws(LayoutError) {
      return .success(try step(to: spec.makeLayout(), content))
    } catch {
      return .failure(error)
    }
    /// The step of the transition to `layout` prepared with `content` for the viewport.
    func step<New: CollectionDataSource>(to layout: New.Layout, _ content: New)
      throws(LayoutError) -> PlaybackStep
    {
      let before = session.before()
      try content.prepare(layout, for: session.collection.viewport)
      let running = LayoutTransition(from: session.collection.layout, to: layout, curve: .linear)
      var step = session.transitionStep(running, transition, action, before)
      if !transition.cancels {
        step.contentOffset = layout.viewport.contentOffset
        step.contentSize = layout.contentSize
        step.visible = layout.elements(in: layout.viewport.bounds)
      }
      return step
    }
  }
}
