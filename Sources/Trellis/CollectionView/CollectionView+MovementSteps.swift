// What every drag shares, whether its item moves by index or by a layout's own rule:
// a step of the finger, the views that follow it, the settle at the drop and the end
// of a drag that an update or a new preparation interrupts.
extension CollectionView {
  /// Forgets the drag in progress, if any, after the layout was prepared or updated
  /// with data in the data's own order: items still sliding take the places the drag
  /// gave them, and the views keep what they show until the next pass or animation
  /// takes them from there.
  @usableFromInline
  func endMovement(host: inout Host) {
    finishSlide(host: &host)
    guard state.endMovement() else { return }
    shownRect = nil
  }

  /// The change that takes the layout from what it shows to `change` of the data: the
  /// sections a drag in progress shows in another order than the data's (every section,
  /// for a drag by a layout's own rule) are laid out anew too.
  func layoutChange(endingMovement change: LayoutChange) -> LayoutChange {
    guard let drag = state.drag else { return change }
    let reordering = drag.movement.reordering
    let identity = ItemReordering(source: reordering.source, destination: reordering.source)
    let dragged = identity.sectionsChanged(from: reordering)
    var change = change
    for (index, source) in change.sections.enumerated() {
      guard case .unchanged(let old) = source, drag.custom != nil || dragged.contains(old)
      else { continue }
      change.sections[index] = .laidOutAnew
    }
    // What the layout shows of a dragged section is not the data's: it reads it whole.
    change.reloadedItems = change.reloadedItems.filter { _, reload in
      drag.custom == nil && !dragged.contains(reload.previousSection)
    }
    return change
  }

  /// One step of a drag: the finger moves to `position`, `follow` updates the layout and
  /// the drag for it, and the views show the result.
  ///
  /// - Returns: the drag after the step, or `nil` when nothing is being dragged; a
  ///   position outside ``LayoutLimits/offsetRange`` (one that is not finite, or so far
  ///   away that the lifted item's frame would leave the coordinate range) changes
  ///   nothing and returns the drag as it was.
  @discardableResult
  func stepMovement(
    to position: Point, host: inout Host, _ follow: (inout MovementState) -> Void
  ) -> MovementState? {
    guard var drag = state.drag else { return nil }
    let range = LayoutLimits.offsetRange
    guard range.contains(position.x), range.contains(position.y) else { return drag }
    drag.movement.position = position
    follow(&drag)
    state.move(drag)
    showInteractiveMovement(host: &host)
    return drag
  }

  /// Ends a drag: the views take the layout's attributes, and the lifted item's view
  /// animates from its `lifted` attributes to `element`'s place.
  func settle(_ lifted: LayoutAttributes?, at element: ElementID, host: inout Host) {
    finishSlide(host: &host)
    state.endMovement()
    shownRect = nil
    updateVisibleElements(host: &host)
    guard var from = lifted, let settled = visible[element] else { return }
    from.id = element
    let plan = AnimationPlan(
      elements: [
        ElementAnimation(element: element, change: .none, from: from, to: settled.attributes)
      ])
    host.apply(from, to: settled.view)
    state.startAnimation(RunningAnimation(plan: plan, views: [settled.view], leaving: []))
  }

  /// Brings the views up to date with the layout during a drag: cells are keyed by their
  /// index paths in the data, and the lifted item follows the finger above the others.
  /// With a slide curve in the drag's options, the items whose places changed slide
  /// there from where they are on screen (see ``MovementOptions/slideCurve``).
  @usableFromInline
  func showInteractiveMovement(host: inout Host) {
    guard let movement = state.drag?.movement else { return }
    let reordering = movement.reordering
    pass &+= 1
    let pass = self.pass
    var change = VisibilityChange()
    var stayed = 0
    entering.removeAll(keepingCapacity: true)
    let lifted = ElementID.cell(movement.item)
    var slide = movement.options.slideCurve.map { Slide(curve: $0, running: state.slide) }
    func show(_ attributes: LayoutAttributes) {
      guard let index = visible.index(forKey: attributes.id) else {
        entering.append(attributes)
        return
      }
      stayed += 1
      guard let shown = visible.values[index].move(to: attributes, inPass: pass) else { return }
      if attributes.id != lifted, slide != nil {
        slide?.move(attributes.id, in: shown.view, from: shown.previous, to: attributes)
      } else {
        host.apply(attributes, to: shown.view)
      }
    }
    layout.forEachElement(in: visibleRect) { presented in
      guard case .cell(let indexPath) = presented.id else { return show(presented) }
      guard indexPath != reordering.destination else { return }
      var attributes = presented
      attributes.id = .cell(reordering.sourceIndexPath(forPresented: indexPath))
      show(attributes)
    }
    if let gap = layout.attributes(for: .cell(reordering.destination)) {
      show(Self.lifted(gap, movement))
    }
    if visible.count > stayed { removeElements(unmarkedSince: pass, host: &host, change: &change) }
    for attributes in entering { visible[attributes.id] = makeView(for: attributes, host: &host) }
    shownRect = nil
    if let slide { state.replaceSlide(with: slide.animation(keeping: visible, host: &host)) }
  }

  /// The attributes of the dragged item: its place in the layout, centered on the
  /// finger, scaled and above everything.
  static func lifted(_ place: LayoutAttributes, _ movement: InteractiveMovement)
    -> LayoutAttributes
  {
    var attributes = place
    attributes.id = .cell(movement.item)
    attributes.center = movement.position
    attributes.zIndex = Int.max
    attributes.isHidden = false
    attributes.alpha = 1
    let scale = movement.options.liftScale
    if scale.isFinite && scale > 0 && scale != 1 {
      attributes.transform3D = attributes.transform3D.concatenating(
        .scale(x: scale, y: scale))
    }
    return attributes
  }
}
