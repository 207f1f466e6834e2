import Trellis
import TrellisTesting

/// A collection view built from a spec, on which the spec's actions run one by one.
struct PlaybackSession<Content: PlayableContent> {
  /// What a step needs to remember of the state before its action.
  struct Before {
    var itemCounts: [Int]
    var contentOffset: Point
    var contentSize: Size
  }

  let spec: Spec
  let collection: CollectionView<Content, RecordingHost>
  /// The host, which measures the items whose sizes the `measure` actions so far gave.
  var host = RecordingHost()
  /// The sizes the `measure` actions so far gave, by item.
  var measuredSizes: [IndexPath: Size] = [:]
  /// The identifiers of the data since the last snapshot, or `nil` while the data is
  /// identified by position.
  var identifiers: Snapshot<String, String>?
  /// The outlines of the sections whose items are trees, by section, as the `expand` and
  /// `collapse` actions so far left them.
  var outlines: [Int: OutlineSnapshot<String>] = [:]
  /// The item that self-sizing corrections keep in place, as the last `measure` said.
  var anchor = ScrollAnchor.firstVisibleItem

  /// Builds the collection view of `layout` with `content` for the spec's viewport and
  /// gives the elements in its bounds their views.
  ///
  /// - Throws: A ``SpecError`` naming the value the layout rejects, or the viewport when
  ///   it shows more than ``Spec/maximumShownElementCount`` elements.
  init(layout: Content.Layout, content: Content, spec: Spec) throws(SpecError) {
    do {
      collection = try CollectionView(layout: layout, dataSource: content, viewport: spec.viewport)
    } catch {
      throw SpecError(path: spec.path(for: error), problem: .layout(error))
    }
    self.spec = spec
    for outline in spec.outlines { outlines[outline.section] = outline.snapshot }
    var shown = 0
    collection.layout.forEachElement(in: collection.visibleRect) { _ in shown += 1 }
    try Spec.checkShownElementCount(shown, at: .root.appending("viewport"))
    collection.updateVisibleElements(host: &host)
  }

  /// Runs `action`, the action at `index` of the spec's `actions`.
  ///
  /// When the items size themselves, the step then measures the visible items, with
  /// the sizes the `measure` actions so far gave the host.
  mutating func run(_ action: SpecAction, at index: Int) throws(SpecError) -> PlaybackStep {
    let path = SpecPath.root.appending("actions").appending(index).appending(action.name)
    var step: PlaybackStep
    var invalidated: [ElementID] = []
    switch action {
    case .update(let update): step = try run(update, action, at: path)
    case .snapshot(let snapshot): step = try run(snapshot, action, at: path)
    case .scroll(let offset): step = try scroll(to: offset, action, at: path)
    case .release(let release): step = try run(release, action, at: path)
    case .move(let move): step = try run(move, action, at: path)
    case .transition(let transition):
      step = try run(transition, action, at: path)
      // The step shows the new layout with its own data; the collection view's is the old.
      if transition.changesData(of: spec.layout) { return step }
    case .scrollSection(let scroll): step = try run(scroll, action, at: path)
    case .expand(let outline): step = try run(outline, expanding: true, action, at: path)
    case .collapse(let outline): step = try run(outline, expanding: false, action, at: path)
    case .swipe(let swipe): step = try run(swipe, action, at: path)
    case .scrollTo(let target):
      guard let offset = collection.contentOffset(forItemAt: target.item, position: target.position)
      else { throw SpecError(path: path.appending("item"), problem: .noSuchItem(target.item)) }
      step = try scroll(to: offset, action, at: path)
    case .measure(let measure):
      guard Content.isSelfSizing else { throw SpecError(path: path, problem: .notSelfSizing) }
      for item in measure.sizes.keys.sorted() where !hasItem(item) {
        let name = "\(item.section).\(item.item)"
        throw SpecError(path: path.appending("sizes").appending(name), problem: .noSuchItem(item))
      }
      for (item, size) in measure.sizes { measuredSizes[item] = size }
      host.measure = { [measuredSizes] element, _ in
        guard case .cell(let indexPath) = element else { return nil }
        return measuredSizes[indexPath]
      }
      anchor = measure.anchor
      invalidated = measure.sizes.keys.sorted().map { ElementID.cell($0) }
      step = try scroll(to: collection.contentOffset, action, at: path)
    }
    try measureVisibleElements(invalidating: invalidated, into: &step, at: path)
    try Spec.checkShownElementCount(step.visible.count, at: path)
    return step
  }

  /// Measures `invalidated` again and the visible self-sizing elements that need it, if
  /// any, and brings `step` up to date with the corrections.
  private mutating func measureVisibleElements(
    invalidating invalidated: [ElementID], into step: inout PlaybackStep, at path: SpecPath
  ) throws(SpecError) {
    let pass: MeasurementPass?
    do {
      pass = try Content.measure(
        collection, invalidating: invalidated, anchor: anchor, host: &host)
    } catch {
      throw SpecError(path: path, problem: .measurement(error))
    }
    // A playback keeps no record of what it measured: only the step reports it.
    host.measurementRequests.removeAll(keepingCapacity: true)
    guard let pass else { return }
    step.contentOffset = collection.contentOffset
    step.contentSize = collection.contentSize
    step.visible = shownElements()
    step.levels = levels(of: step.visible)
    step.swipeActions = swipeActions(among: step.visible)
    if let item = pass.anchor, let before = pass.anchorFrameBefore, let after = pass.anchorFrame {
      step.anchor = PlaybackStep.Anchor(item: item, frameBefore: before, frame: after)
    }
  }

  /// Scrolls to where the finger lifts, then to where the layout lets the scroll rest.
  private mutating func run(_ release: ReleaseAction, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    do {
      try collection.scroll(to: release.offset, host: &host)
    } catch {
      throw SpecError(path: path.appending("offset"), problem: .layout(error))
    }
    let resting = collection.layout.targetContentOffset(
      forProposed: release.proposedOffset, velocity: release.velocity)
    return try scroll(to: resting, action, at: path)
  }

  /// Scrolls one section sideways, and for a release on to where the section rests; the
  /// content offset stays.
  private mutating func run(_ scroll: SectionScrollAction, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    guard LayoutRegistry.typeNames(that: .scrollSection).contains(spec.layout.typeName) else {
      throw SpecError(
        path: path,
        problem: .onlyForLayoutType(
          field: "scrollSection", type: LayoutRegistry.typeList(that: .scrollSection),
          found: spec.layout.typeName))
    }
    do throws(LayoutError) {
      let layout = collection.layout
      let properties = layout.orthogonalScrollingProperties(ofSection: scroll.section)
      let maximum = layout.maximumOrthogonalOffset(ofSection: scroll.section) ?? 0
      // A row that does not bounce stops at its ends under the finger.
      let offset = properties?.draggedOffset(scroll.offset, maximumOffset: maximum) ?? scroll.offset
      try collection.scrollSection(scroll.section, to: offset, host: &host)
      if let velocity = scroll.velocity, let properties,
        let resting = layout.targetOrthogonalOffset(
          ofSection: scroll.section,
          proposed: offset + properties.decelerationDistance(velocity: velocity),
          velocity: velocity)
      {
        try collection.scrollSection(scroll.section, to: resting, host: &host)
      }
    } catch {
      let field: String
      switch error {
      case .sectionOutOfRange, .conflict(_, .notScrollingSideways): field = "section"
      default: field = "offset"
      }
      throw SpecError(path: path.appending(field), problem: .layout(error))
    }
    return try self.scroll(to: collection.contentOffset, action, at: path)
  }

  /// Checks that every index of the update exists, then applies it.
  private mutating func run(_ update: UpdateAction, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    var content = collection.dataSource
    if let data = update.content { content = try self.content(data, at: path) }
    try update.batch.checkIndexes(
      before: collection.itemCounts, after: Self.itemCounts(of: content), at: path)
    let step = try apply(
      update.batch, content: content, data: update.content, update.options, action, at: path)
    identifiers = nil
    return step
  }

  /// Scrolls to `offset`; every section and item stays where it is.
  private mutating func scroll(to offset: Point, _ action: SpecAction, at path: SpecPath)
    throws(SpecError) -> PlaybackStep
  {
    let before = self.before()
    do {
      try collection.scroll(to: offset, host: &host)
    } catch {
      throw SpecError(path: path, problem: .layout(error))
    }
    let itemMap = before.itemCounts.enumerated().map { section, count in
      (0..<count).map { IndexPath?(IndexPath(item: $0, section: section)) }
    }
    return step(
      action, before, sectionMap: before.itemCounts.indices.map { $0 }, itemMap: itemMap,
      animations: [], curve: .linear)
  }

  /// Applies a batch whose indexes exist, with `content` the data after it; `data` is
  /// the data the action gave, if any, to name the field of a value the layout rejects.
  mutating func apply(
    _ batch: BatchUpdate, content: Content, data: SpecContent?, _ options: UpdateOptions,
    _ action: SpecAction, at path: SpecPath
  ) throws(SpecError) -> PlaybackStep {
    let before = self.before()
    let result: UpdateResult
    do {
      result = try collection.performBatchUpdates(
        batch, dataSource: content, options: options, host: &host)
    } catch {
      switch error {
      case .layout(let layoutError):
        let field = data.map {
          spec.layout.replacingContent($0).path(for: layoutError, dataAt: path)
        }
        throw SpecError(path: field ?? path, problem: .layout(layoutError))
      default:
        throw SpecError(path: path, problem: .invalidUpdate(error))
      }
    }
    collection.finishAnimation(host: &host)
    var itemMap = before.itemCounts.map { [IndexPath?](repeating: nil, count: $0) }
    result.mapping.forEachItem { old, new in
      guard itemMap.indices.contains(old.section), itemMap[old.section].indices.contains(old.item)
      else { return }
      itemMap[old.section][old.item] = new
    }
    let sectionMap = before.itemCounts.indices.map { result.mapping.newSection(forOld: $0) }
    return step(
      action, before, sectionMap: sectionMap, itemMap: itemMap,
      animations: result.animation.elements, curve: options.curve)
  }

  /// The data of `content`, which must be data of the spec's kind of layout.
  func content(_ content: SpecContent, at path: SpecPath) throws(SpecError) -> Content {
    guard let data = collection.dataSource.replacing(with: content) else {
      let field = content.fieldName
      throw SpecError(
        path: path.appending(field),
        problem: .onlyForLayoutType(
          field: field, type: content.typeName, found: spec.layout.typeName))
    }
    return data
  }

  /// Whether the collection view has an item at `indexPath`.
  func hasItem(_ indexPath: IndexPath) -> Bool {
    let counts = collection.itemCounts
    return counts.indices.contains(indexPath.section) && indexPath.item >= 0
      && indexPath.item < counts[indexPath.section]
  }

  /// The counts, offset and size before an action.
  func before() -> Before {
    Before(
      itemCounts: collection.itemCounts, contentOffset: collection.contentOffset,
      contentSize: collection.contentSize)
  }

  /// The step of `action`, with the state after it.
  func step(
    _ action: SpecAction, _ before: Before, sectionMap: [Int?], itemMap: [[IndexPath?]],
    animations: [ElementAnimation], curve: TimingCurve
  ) -> PlaybackStep {
    let visible = shownElements()
    var step = PlaybackStep(
      action: action, sectionMap: sectionMap, itemMap: itemMap,
      contentOffsetBefore: before.contentOffset, contentOffset: collection.contentOffset,
      contentSizeBefore: before.contentSize, contentSize: collection.contentSize,
      visible: visible, animations: animations, curve: curve)
    step.levels = levels(of: visible)
    step.swipeActions = swipeActions(among: visible)
    return step
  }

  /// The level of each cell of `elements` that is a row of an outline the collection
  /// view shows as it is: one whose section has as many items as it has visible rows.
  func levels(of elements: [LayoutAttributes]) -> [IndexPath: Int] {
    guard !outlines.isEmpty else { return [:] }
    var levels: [IndexPath: Int] = [:]
    for element in elements where element.id.category == .cell {
      let indexPath = element.id.indexPath
      guard let outline = outlines[indexPath.section],
        collection.numberOfItems(inSection: indexPath.section) == outline.visibleCount,
        indexPath.item >= 0, indexPath.item < outline.visibleCount
      else { continue }
      levels[indexPath] = outline.level(ofRow: indexPath.item)
    }
    return levels
  }

  /// The number of items in each section of `content`.
  static func itemCounts(of content: Content) -> [Int] {
    (0..<max(0, content.numberOfSections)).map { content.numberOfItems(inSection: $0) }
  }
}
