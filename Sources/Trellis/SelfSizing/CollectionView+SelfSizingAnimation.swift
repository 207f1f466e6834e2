extension CollectionView where DataSource: SelfSizingDataSource {
  /// Measures the self-sizing elements that an update's running animation brings to
  /// their places, and moves the ends of the animation to the measured frames, so that
  /// an inserted item grows to its measured size while it fades in.
  ///
  /// One round: the elements that the corrections bring into view, or push out of it,
  /// get or give back their views at the next pass after the animation ends.
  @usableFromInline
  func measureAnimatedElements(
    keeping start: (indexPath: IndexPath, frame: Rect)?, anchor: ScrollAnchor,
    host: inout Host, pass: inout MeasurementPass
  ) throws(SelfSizingError) {
    guard var animation = state.animation else { return }
    let shown = animation.plan.elements.indices.dropLast(animation.leaving.count)
    var answers: [(attributes: LayoutAttributes, size: Size)] = []
    for index in shown {
      let end = animation.plan.elements[index].to
      guard end.frame.intersects(visibleRect), dataSource.needsMeasurement(end) else { continue }
      pass.measured += 1
      if let size = try measure(end, in: animation.views[index], host: &host) {
        answers.append((end, size))
      }
    }
    guard !answers.isEmpty else {
      finish(&pass, keeping: start)
      return
    }
    pass.rounds = 1
    var corrected = dataSource
    var resized: [ElementID] = []
    for (attributes, size) in answers
    where corrected.recordMeasuredSize(size, fitting: attributes.size, for: attributes.id) {
      resized.append(attributes.id)
    }
    // The animation's ends take the new sizes without a visibility pass to compare
    // them with: no element counts as settled until the next pass checks it again.
    forgetSettledElements()
    if resized.isEmpty {
      dataSource = corrected
    } else {
      pass.corrected = resized.count
      pass.reachedContentEnd = try apply(
        corrected, resizing: resized, keeping: start, anchor: anchor)
      for index in animation.plan.elements.indices
      where animation.plan.elements[index].change != .delete {
        let element = animation.plan.elements[index]
        guard var end = layout.attributes(for: element.element) else { continue }
        end.id = element.to.id
        animation.plan.elements[index].to = end
        if shown.contains(index) { visible[end.id]?.attributes = end }
      }
      state.replaceAnimation(with: animation)
    }
    finish(&pass, keeping: start)
  }
}
