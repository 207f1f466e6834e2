extension CollectionView where DataSource: SelfSizingDataSource {
  /// Asks the host for the size of every self-sizing element in ``visibleRect`` that
  /// has not been measured in the frame it has, lays out again what the answers change,
  /// and keeps the anchor item where it is on screen.
  ///
  /// The anchor is the item in the bounds that `anchor` names when the pass starts; it
  /// keeps its place through every round of the pass.
  ///
  /// Call it after anything that can bring unmeasured elements into view: creating the
  /// collection view, ``scroll(to:host:)``, an update. Each round asks for the elements
  /// that need it, records their sizes in the data source, lays out again only the
  /// sections whose sizes changed, moves the content offset so that `anchor` stays
  /// exactly where it was on screen, and updates the views; rounds repeat while a
  /// correction brings more unmeasured elements into view, or gives a measured element a
  /// frame of another size, which it is measured in again. Corrections below the anchor
  /// change nothing on screen above it; corrections above it move the offset by as much
  /// as they move the anchor. The offset stays within the content, so near the ends the
  /// anchor can move as far as the content ends.
  ///
  /// During an update's animation, the pass measures the elements the animation ends
  /// on screen, in their final frames, and moves the animation's ends to the measured
  /// frames: an inserted item grows to its measured size as it fades in. Views are made
  /// or taken back for what the corrections move in or out at the first pass after the
  /// animation ends.
  ///
  /// ```swift
  /// try collection.scroll(to: Point(x: 0, y: 4_000), host: &host)
  /// let pass = try collection.measureVisibleElements(host: &host)
  /// // pass.anchorFrame?.minY == pass.anchorFrameBefore?.minY: the first visible item
  /// // did not move, whatever was measured above it
  /// ```
  ///
  /// - Throws: ``SelfSizingError/invalidMeasuredSize(_:_:)`` for a size that is not
  ///   usable, before any size of its round is applied;
  ///   ``SelfSizingError/measurementDidNotSettle(_:sizes:)`` when an element's size
  ///   changes more than ``MeasuredSizes/maximumCorrectionsPerPass`` times, each answer
  ///   changing its frame and so the next answer; ``SelfSizingError/layout(_:)`` when the
  ///   layout refuses a size. The rounds before stay applied and consistent.
  /// - Complexity: per round, O(*k*) for the *k* elements in ``visibleRect`` plus an
  ///   update of the layout that places again only what a corrected element changes:
  ///   in a flow layout, O(*s* + *c* + *b*) for *s* sections, the *c* chunks of the
  ///   sections with a corrected item and the *b* items of the chunks that hold one
  ///   (see ``LayoutChange/resizing(_:of:)``); in other layouts, O(*s* + *m*) for the
  ///   *m* items of the sections with a corrected element.
  @inlinable
  @discardableResult
  public func measureVisibleElements(
    anchor: ScrollAnchor = .firstVisibleItem, host: inout Host
  ) throws(SelfSizingError) -> MeasurementPass {
    var pass = MeasurementPass(contentOffset: contentOffset)
    let start = anchorItem(anchor)
    pass.anchor = start?.indexPath
    pass.anchorFrameBefore = start.map { onScreen($0.frame) }
    if state.isAnimating {
      try measureAnimatedElements(keeping: start, anchor: anchor, host: &host, pass: &pass)
      return pass
    }
    // How many times each element's size changed in this pass, and every change in
    // order: a count per element costs no allocation, and the sizes are only read for
    // an element that does not settle.
    var correctionCounts: [ElementID: Int] = [:]
    var corrections: [(element: ElementID, size: Size)] = []
    var declined: Set<ElementID> = []
    var requests = updateVisibleElements(host: &host, collectingUnmeasuredExcept: declined)
    while !requests.isEmpty {
      pass.rounds += 1
      var answers: [(attributes: LayoutAttributes, size: Size)] = []
      answers.reserveCapacity(requests.count)
      declined.reserveCapacity(declined.count + requests.count)
      for attributes in requests {
        guard let view = visible[attributes.id]?.view,
          let size = try measure(attributes, in: view, host: &host)
        else {
          declined.insert(attributes.id)
          continue
        }
        answers.append((attributes, size))
      }
      pass.measured += requests.count
      var corrected = dataSource
      var resized: [ElementID] = []
      var unsettled: ElementID?
      for (attributes, size) in answers
      where corrected.recordMeasuredSize(size, fitting: attributes.size, for: attributes.id) {
        resized.append(attributes.id)
        corrections.append((attributes.id, size))
        correctionCounts[attributes.id, default: 0] += 1
        if unsettled == nil,
          correctionCounts[attributes.id, default: 0] > MeasuredSizes.maximumCorrectionsPerPass
        {
          unsettled = attributes.id
        }
      }
      if !resized.isEmpty {
        pass.corrected += resized.count
        let clamped = try apply(
          corrected, resizing: resized, keeping: start ?? anchorItem(anchor), anchor: anchor)
        if clamped { pass.reachedContentEnd = true }
        requests = updateVisibleElements(host: &host, collectingUnmeasuredExcept: declined)
      } else {
        // Nothing moved: every element asked is measured now or declined.
        takeMeasurements(from: corrected)
        requests = []
      }
      if let unsettled {
        let sizes = corrections.lazy.filter { $0.element == unsettled }.map { $0.size }
        try SelfSizingError.fail(.measurementDidNotSettle(unsettled, sizes: Array(sizes)))
      }
    }
    finish(&pass, keeping: start)
    return pass
  }

  /// Records the content offset and the anchor's frame after the pass.
  @inlinable
  func finish(_ pass: inout MeasurementPass, keeping start: (indexPath: IndexPath, frame: Rect)?) {
    pass.contentOffset = contentOffset
    if let start, let now = layout.attributes(for: .cell(start.indexPath)) {
      pass.anchorFrame = onScreen(now.frame)
    }
  }

  /// The size the host measures for the element with `attributes`, shown by `view`, or
  /// `nil` if it cannot measure it yet.
  @inlinable
  func measure(_ attributes: LayoutAttributes, in view: Host.View, host: inout Host)
    throws(SelfSizingError) -> Size?
  {
    guard let size = host.preferredSize(for: attributes.id, fitting: attributes, in: view)
    else { return nil }
    guard size.width.isValidExtent && size.height.isValidExtent else {
      try SelfSizingError.fail(.invalidMeasuredSize(attributes.id, size))
    }
    return size
  }

  /// Takes `corrected` as the data, places the `resized` elements again and moves the
  /// content offset to keep `pinned` in place; returns whether the offset had to stop at
  /// an end of the content instead.
  @inlinable
  func apply(
    _ corrected: DataSource, resizing resized: [ElementID],
    keeping pinned: (indexPath: IndexPath, frame: Rect)?, anchor: ScrollAnchor
  ) throws(SelfSizingError) -> Bool {
    let before = layout.viewport
    let pinned = pinned.flatMap { pinned in
      layout.attributes(for: .cell(pinned.indexPath)).map { (pinned.indexPath, $0.frame) }
    }
    do {
      try corrected.update(layout, for: .resizing(resized, of: numberOfSections))
    } catch {
      try SelfSizingError.fail(.layout(error))
    }
    takeMeasurements(from: corrected)
    var viewport = layout.viewport
    let (offset, clamped) = anchor.contentOffset(keeping: pinned, from: before, in: layout)
    viewport.contentOffset = offset
    // The offset is finite and only the offset changed, so the layout takes it.
    _ = try? layout.updateViewport(viewport)
    return clamped
  }

  /// Takes `measured` as the data: the data with the sizes a pass recorded.
  @usableFromInline
  func takeMeasurements(from measured: DataSource) {
    dataSource = measured
  }

  /// Brings the views up to date with the layout and returns the self-sizing elements
  /// in ``visibleRect`` that need a measurement, other than `declined`, in the order the
  /// layout reports them: one walk over the elements for both. Elements marked settled
  /// in this revision of the data that kept their size are not checked again: what
  /// was measured, declined or found settled before is checked once more after a
  /// measurement or a new size, and never otherwise.
  @inlinable
  func updateVisibleElements(
    host: inout Host, collectingUnmeasuredExcept declined: Set<ElementID>
  ) -> [LayoutAttributes] {
    // One copy of the data for the whole walk, rather than one for each element.
    let data = dataSource
    var result: [LayoutAttributes] = []
    if state.isMoving {
      // A drag places the views itself and shows the walk nothing: every element in
      // the rect is checked.
      updateVisibleElements(host: &host)
      layout.forEachElement(in: visibleRect) { attributes in
        if data.needsMeasurement(attributes) && !declined.contains(attributes.id) {
          result.append(attributes)
        }
      }
    } else {
      updateVisibleElements(host: &host) { attributes in
        guard data.needsMeasurement(attributes) else { return true }
        if declined.isEmpty || !declined.contains(attributes.id) { result.append(attributes) }
        return false
      }
    }
    return result
  }

  /// Marks the measurements of `elements` as out of date, as UIKit's invalidation of
  /// self-sizing items does when their content changes: each keeps its size until the
  /// next ``measureVisibleElements(anchor:host:)`` that sees it asks the host again.
  ///
  /// - Complexity: O(*m*) for the *m* elements named.
  public func invalidateMeasurements(of elements: some Sequence<ElementID>) {
    for element in elements {
      dataSource.invalidateMeasurement(of: element)
      visible[element]?.settledIn = 0
    }
  }

  /// The item in the bounds that `anchor` names, with its frame, preferring items whose
  /// size is settled (see ``ScrollAnchor/item(in:isSettled:)``).
  @inlinable
  func anchorItem(_ anchor: ScrollAnchor) -> (indexPath: IndexPath, frame: Rect)? {
    let data = dataSource
    return anchor.item(in: layout) { !data.needsMeasurement($0) }
  }

  /// `frame` relative to the bounds' origin: where it is on screen.
  @inlinable
  func onScreen(_ frame: Rect) -> Rect {
    Rect(
      x: frame.minX - contentOffset.x, y: frame.minY - contentOffset.y, width: frame.width,
      height: frame.height)
  }
}
