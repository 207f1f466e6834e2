import Trellis

extension PlaybackSession {
  /// Switches with a transition to a layout that needs other data, drives it to the
  /// action's progress and releases it there to finish or cancel, as ``run(_:_:at:)``
  /// does for a layout of the spec's type and sizing.
  ///
  /// A layout of another type shows the same number of items in each section, each of
  /// its layout-wide size (or estimate); a layout of the spec's type whose items are
  /// sized otherwise shows the data as the spec gave it, with the new layout's estimates
  /// or without any, the sizes measured so far forgotten. The transition is a
  /// ``LayoutTransition`` between the two layouts; the collection view keeps its layout,
  /// and the step's state after it is the new layout's: a finished transition to
  /// another type is the script's last action, and the playback goes on after one to
  /// the same type with a collection view of the new layout (see
  /// ``Playback/run(_:layout:content:spec:)``).
  mutating func runChangingData(
    _ transition: TransitionAction, _ action: SpecAction, at path: SpecPath
  ) throws(SpecError) -> PlaybackStep {
    let counts = collection.itemCounts
    let switcher = TypeSwitcher(
      session: self, transition: transition, action: action, counts: counts)
    return try transition.layout.visitRegistered(switcher).mapError { error in
      SpecError(path: transition.path(for: error, at: path), problem: .layout(error))
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
    var target = spec
    if let data = session.collection.dataSource.givenContent.content(of: Kind.self) {
      target.content = data
    } else if let content = Kind.content(itemCounts: counts) {
      target.content = content
    } else {
      // The decoding read a kind with transitions, which makes data of counts.
      return .success(
        session.step(
          action, session.before(), sectionMap: [], itemMap: [], animations: [], curve: .linear))
    }
    do throws(LayoutError) {
      return .success(try step(to: target.preparedLayout(for: session.collection.viewport)))
    } catch {
      return .failure(error)
    }
    /// The step of the transition to `layout`, prepared for the viewport.
    func step(to layout: Kind.Layout) -> PlaybackStep {
      let before = session.before()
      let running = LayoutTransition(from: session.collection.layout, to: layout, curve: .linear)
      var step = session.transitionStep(running, transition, action, before)
      if !transition.cancels {
        step.contentOffset = layout.viewport.contentOffset
        step.contentSize = layout.contentSize
        step.visible = layout.elements(in: layout.viewport.bounds)
        step.levels = session.levels(of: step.visible)
      }
      return step
    }
  }
}
