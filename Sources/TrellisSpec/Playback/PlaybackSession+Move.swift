import Trellis
import TrellisTesting

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
    let (reordering, lifted) = (dropped.reordering, dropped.lifted)
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
    step.targets = dropped.targets
    step.dragFrames = dropped.frames
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
  /// With a ``slide`` curve, each point of the path is held until the items that make
  /// room have slid to their places, and the drop records what each point showed.
  ///
  /// - Returns: the move the drop told the data (the identity when it was put back),
  ///   the dragged item's attributes under the finger, the target after every point,
  ///   what each point showed when items slide, and the data after the drop.
  func drag<Data: ReorderableDataSource>(
    _ layout: Data.Layout, _ data: Data, viewport: Viewport, at errorPath: SpecPath,
    allowing allows: @escaping (MoveProposal) -> Bool = { _ in true }
  ) throws(SpecError) -> MoveDrop<Data> {
    let drag: CollectionView<Data, RecordingHost>
    do {
      drag = try CollectionView(layout: layout, dataSource: data, viewport: viewport)
    } catch {
      throw SpecError(path: errorPath, problem: .layout(error))
    }
    var dragHost = RecordingHost()
    drag.updateVisibleElements(host: &dragHost)
    let limit = maxItemsPerSection
    drag.beginInteractiveMovement(
      forItemAt: item, options: MovementOptions(slideCurve: slide), host: &dragHost
    ) { proposal in
      let fits = limit.map { proposal.hasRoom(forAtMost: $0) } ?? true
      return fits && allows(proposal) ? proposal.proposed : nil
    }
    var targets: [IndexPath] = []
    var frames: [AnimationPlan] = []
    for position in path {
      targets.append(
        drag.updateInteractiveMovementTargetPosition(position, host: &dragHost) ?? item)
      guard let slide else { continue }
      frames.append(Self.frame(of: drag, curve: slide))
      drag.finishAnimation(host: &dragHost)
    }
    let lifted = drag.visibleAttributes(for: .cell(item))
    var reordering = ItemReordering(source: item, destination: item)
    if cancels {
      drag.cancelInteractiveMovement(host: &dragHost)
    } else if let dropped = drag.endInteractiveMovement(host: &dragHost) {
      reordering = dropped
    }
    return MoveDrop(
      reordering: reordering, lifted: lifted, targets: targets, frames: frames,
      moved: drag.dataSource)
  }

  /// What `drag` shows during its slide along `curve`: every visible element, the
  /// sliding ones from where they were to their new places, the others where they are,
  /// in the order of their index paths.
  private static func frame<Data>(of drag: CollectionView<Data, RecordingHost>, curve: TimingCurve)
    -> AnimationPlan
  {
    var sliding: [ElementID: ElementAnimation] = [:]
    for element in drag.movementSlide?.elements ?? [] { sliding[element.element] = element }
    var elements: [ElementAnimation] = []
    drag.forEachVisibleElement { attributes in
      elements.append(
        sliding[attributes.id]
          ?? ElementAnimation(
            element: attributes.id, change: .none, from: attributes, to: attributes))
    }
    elements.sort { order($0.element) < order($1.element) }
    return AnimationPlan(elements: elements, curve: curve)
  }

  /// A key that orders elements by section, then cells before supplementary and
  /// decoration elements, then by kind and item.
  private static func order(_ element: ElementID) -> (Int, Int, String, Int) {
    let category =
      switch element.category {
      case .cell: 0
      case .supplementary: 1
      case .decoration: 2
      }
    return (element.indexPath.section, category, element.kind?.name ?? "", element.indexPath.item)
  }
}

/// Drags an item as the spec's kind does, on the session's data.
private struct Dropper: RegisteredSpecLayoutVisitor {
  let move: MoveAction
  let content: SpecContent
  let viewport: Viewport
  let path: SpecPath

  func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> Result<MoveDrop<SpecContent>?, SpecError>
  {
    guard let data = content.content(of: Kind.self) else { return .success(nil) }
    do throws(SpecError) {
      let drop = try spec.drop(move, content: data, viewport: viewport, at: path)
      return .success(drop?.mapMoved { SpecContent($0, of: Kind.self) })
    } catch {
      return .failure(error)
    }
  }
}
