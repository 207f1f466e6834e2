import Trellis

extension PlaybackSession {
  /// Drags an item of a layout whose items move along the action's path and
  /// drops it or puts it back; the data then moves as the drop says, through a batch
  /// update.
  ///
  /// The drag runs on a collection view of the same layout, data and viewport that can
  /// move items, so that the targets are those a user would see; its result is then
  /// applied to this session's collection view as the move it is.
  mutating func run(_ move: MoveAction, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    guard LayoutRegistry.typeNames(that: .move).contains(spec.layout.typeName) else {
      throw Self.notMovable(spec, at: path)
    }
    let counts = collection.itemCounts
    guard counts.indices.contains(move.item.section) else {
      throw SpecError(
        path: path.appending("item"),
        problem: .sectionOutOfRange(
          move.item.section, sectionCount: counts.count, .beforeUpdate))
    }
    guard move.item.item >= 0 && move.item.item < counts[move.item.section] else {
      throw SpecError(
        path: path.appending("item"),
        problem: .itemOutOfRange(
          move.item, itemCount: counts[move.item.section], .beforeUpdate))
    }
    let before = self.before()
    let dropper = Dropper(
      move: move, content: collection.dataSource.specContent, viewport: collection.viewport,
      path: path)
    guard let dropped = try spec.layout.visitRegistered(dropper).get() else {
      throw Self.notMovable(spec, at: path)
    }
    let (reordering, lifted, targets) = (dropped.reordering, dropped.lifted, dropped.targets)
    var animations: [ElementAnimation] = []
    if !reordering.isIdentity, let moved = collection.dataSource.replacing(with: dropped.moved) {
      do {
        animations = try collection.performBatchUpdates(
          BatchUpdate(
            moveItems: [.init(from: reordering.source, to: reordering.destination)]),
          dataSource: moved, host: &host
        ).animation.elements
      } catch {
        throw SpecError(path: path, problem: .invalidUpdate(error))
      }
      collection.finishAnimation(host: &host)
    } else {
      // Nothing moved: every element stays where it is.
      animations = collection.layout.elements(in: collection.visibleRect).map {
        ElementAnimation(element: $0.id, change: .none, from: $0, to: $0)
      }
    }
    // The dragged item starts from under the finger, the others from where they were.
    let settled = ElementID.cell(reordering.destination)
    if var from = lifted, let to = collection.layout.attributes(for: settled) {
      from.id = settled
      let drop = ElementAnimation(
        element: settled, change: reordering.isIdentity ? .none : .move, from: from, to: to)
      if let index = animations.firstIndex(where: { $0.element == settled }) {
        animations[index] = drop
      } else {
        animations.append(drop)
      }
    }
    let itemMap = counts.enumerated().map { section, count in
      (0..<count).map {
        IndexPath?(reordering.presentedIndexPath(forSource: IndexPath(item: $0, section: section)))
      }
    }
    var step = step(
      action, before, sectionMap: counts.indices.map { $0 }, itemMap: itemMap,
      animations: animations, curve: .easeInOut)
    step.targets = targets
    return step
  }

  /// The error of a move in a layout whose items do not move by index.
  static func notMovable(_ spec: Spec, at path: SpecPath) -> SpecError {
    SpecError(
      path: path,
      problem: .onlyForLayoutType(
        field: "move", type: LayoutRegistry.typeList(that: .move), found: spec.layout.typeName))
  }
}

extension MoveAction {
  /// Drags the action's item along its path on a collection view of `layout` and
  /// `data` with `viewport`, and drops it or puts it back; a target is
  /// taken when the action's limit per section and `allows` both accept it.
  ///
  /// - Returns: the move the drop told the data (the identity when it was put back),
  ///   the dragged item's attributes under the finger, the target after every point and
  ///   the data after the drop.
  func drag<Data: ReorderableDataSource>(
    _ layout: Data.Layout, _ data: Data, viewport: Viewport, at errorPath: SpecPath,
    allowing allows: @escaping (MoveProposal) -> Bool = { _ in true }
  ) throws(SpecError) -> (
    reordering: ItemReordering, lifted: LayoutAttributes?, targets: [IndexPath], moved: Data
  ) {
    let drag: CollectionView<Data, PlaybackHost>
    do {
      drag = try CollectionView(layout: layout, dataSource: data, viewport: viewport)
    } catch {
      throw SpecError(path: errorPath, problem: .layout(error))
    }
    var dragHost = PlaybackHost()
    drag.updateVisibleElements(host: &dragHost)
    let limit = maxItemsPerSection
    drag.beginInteractiveMovement(forItemAt: item, host: &dragHost) { proposal in
      let fits = limit.map { proposal.hasRoom(forAtMost: $0) } ?? true
      return fits && allows(proposal) ? proposal.proposed : nil
    }
    let targets = self.path.map { position in
      drag.updateInteractiveMovementTargetPosition(position, host: &dragHost) ?? item
    }
    let lifted = drag.visibleAttributes(for: .cell(item))
    var reordering = ItemReordering(source: item, destination: item)
    if cancels {
      drag.cancelInteractiveMovement(host: &dragHost)
    } else if let dropped = drag.endInteractiveMovement(host: &dragHost) {
      reordering = dropped
    }
    return (reordering, lifted, targets, drag.dataSource)
  }
}

/// Drags an item as the spec's kind does, on the session's data.
private struct Dropper: RegisteredSpecLayoutVisitor {
  let move: MoveAction
  let content: SpecContent
  let viewport: Viewport
  let path: SpecPath

  func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> Result<
    (
      reordering: ItemReordering, lifted: LayoutAttributes?, targets: [IndexPath],
      moved: SpecContent
    )?,
    SpecError
  > {
    guard let data = content.content(of: Kind.self) else { return .success(nil) }
    do throws(SpecError) {
      guard let drop = try spec.drop(move, content: data, viewport: viewport, at: path) else {
        return .success(nil)
      }
      return .success(
        (drop.reordering, drop.lifted, drop.targets, SpecContent(drop.moved, of: Kind.self)))
    } catch {
      return .failure(error)
    }
  }
}
