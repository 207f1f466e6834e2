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
    let viewport = collection.viewport
    do {
      switch transition.layout {
      case .flow(let configuration):
        let content = FlowContent(sections: counts.map { FlowContent.Section(itemCount: $0) })
        return try step(to: FlowLayout(configuration: configuration), content, transition, action)
      case .waterfall(let configuration):
        let content = WaterfallContent(
          sections: counts.map { WaterfallContent.Section(itemCount: $0) })
        return try step(
          to: WaterfallLayout(configuration: configuration), content, transition, action)
      case .carousel(let carousel):
        return try step(
          to: CarouselLayout(configuration: carousel.configuration),
          CarouselContent(itemCounts: counts),
          transition, action)
      }
    } catch {
      throw SpecError(path: path.appending("layout"), problem: .layout(error))
    }

    /// The step of the transition to `layout` prepared with `content` for the viewport.
    func step<New: CollectionDataSource>(
      to layout: New.Layout, _ content: New, _ transition: TransitionAction,
      _ action: SpecAction
    ) throws(LayoutError) -> PlaybackStep {
      let before = self.before()
      try content.prepare(layout, for: viewport)
      let running = LayoutTransition(from: collection.layout, to: layout, curve: .linear)
      var step = transitionStep(running, transition, action, before)
      if !transition.cancels {
        step.contentOffset = layout.viewport.contentOffset
        step.contentSize = layout.contentSize
        step.visible = layout.elements(in: layout.viewport.bounds)
      }
      return step
    }
  }
}
