import Trellis

/// What the spec reader and the playback know of a registered kind of layout: how a spec
/// reads its values, where a value the layout rejects came from, and how its script
/// runs.
///
/// What most kinds do alike has defaults, so that a kind states only what is its own:
/// a spec is read as its `layout` object, then its data, then checked; a transition's
/// target is read as a spec's `layout` object; the data lives in `sections`. The
/// requirements a kind cannot meet have defaults that say so: no transitions and no
/// drags. ``ItemCountContent`` and ``SectionListSpecLayout`` give the rest to kinds
/// whose data is item counts or a list of sections.
protocol RegisteredSpecLayout: SpecLayout where Content: PlayableContent {
  /// The top-level field of a spec that holds the data: `sections` by default, or
  /// `events`.
  static var dataField: String { get }

  /// Whether a spec of this kind must give ``dataField``.
  static var requiresData: Bool { get }

  /// What the kind can do in a script beyond updates and scrolls.
  static var capabilities: Set<LayoutCapability> { get }

  /// Reads the `layout` object's fields (all defaults when it is absent) and the data;
  /// by default, as ``layout(_:)``, ``content(_:)`` and ``validate(layoutAt:)`` do.
  ///
  /// - Throws: A ``SpecError`` naming the first value that is malformed, out of range or
  ///   not part of the kind's schema.
  init(layout fields: Fields?, data: Node?) throws(SpecError)

  /// Reads the `layout` object's fields, the `type` among them, into a spec without
  /// data, whose values the layout may still refuse.
  static func layout(_ fields: Fields) throws(SpecError) -> Self

  /// Reads the data a spec or an action gives, in ``dataField``, for a layout of this
  /// spec's configuration.
  func content(_ data: Node) throws(SpecError) -> Content

  /// Checks the values read from the `layout` object at `layout` that the layout would
  /// reject, naming each at its field; nothing by default, for a kind whose layout
  /// rejects its values when it is prepared.
  func validate(layoutAt layout: SpecPath) throws(SpecError)

  /// Reads a `snapshot` action's identifiers and data from its fields.
  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: Content
  )

  /// The path of the field that a value the layout rejected came from, with the data
  /// in the object at `parent`: the document for the spec's own data, an action for
  /// the data an action gives.
  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath

  /// The layout built from the spec, prepared for `viewport` with the spec's data: at
  /// their estimates when the items size themselves.
  func preparedLayout(for viewport: Viewport) throws(LayoutError) -> Layout

  /// How the spec's items are sized: at fixed sizes by default.
  var itemSizing: ItemSizing { get }

  /// Runs `actions` on a collection view of the spec's layout and data, handing each
  /// step to `body`.
  func play(
    _ actions: ArraySlice<SpecAction>, of spec: Spec,
    into body: @escaping (PlaybackStep) -> Void
  ) throws(SpecError)

  /// The new layout of a transition, read from the transition's `layout` fields at
  /// `node`, with no data; `nil` for a kind without transitions.
  static func transitionTarget(_ fields: Fields, at node: Node) throws(SpecError) -> Self?

  /// Data of `itemCounts` items in each section at the layout-wide sizes, the data of a
  /// transition to this kind from another; `nil` for a kind without transitions.
  static func content(itemCounts: [Int]) -> Content?

  /// Drags an item of `content` along the move's path on a collection view of this
  /// layout with `viewport`, and drops it or puts it back; `nil` for a kind whose items
  /// do not move.
  func drop(_ move: MoveAction, content: Content, viewport: Viewport, at path: SpecPath)
    throws(SpecError) -> MoveDrop<Content>?
}

// MARK: - Default implementations

extension RegisteredSpecLayout {
  static var dataField: String { "sections" }

  static var requiresData: Bool { true }

  static var capabilities: Set<LayoutCapability> { [] }

  init(layout fields: Fields?, data: Node?) throws(SpecError) {
    self = try Self.layout(fields ?? Fields(members: [], path: .root))
    if let data { content = try content(data) }
    try validate(layoutAt: SpecPath.root.appending("layout"))
  }

  func validate(layoutAt layout: SpecPath) throws(SpecError) {}

  var itemSizing: ItemSizing { .fixed }

  func preparedLayout(for viewport: Viewport) throws(LayoutError) -> Layout {
    let layout = makeLayout()
    try content.prepare(layout, for: viewport)
    return layout
  }

  func play(
    _ actions: ArraySlice<SpecAction>, of spec: Spec,
    into body: @escaping (PlaybackStep) -> Void
  ) throws(SpecError) {
    try Playback.run(actions, layout: makeLayout(), content: content, spec: spec, into: body)
  }

  static func transitionTarget(_ fields: Fields, at node: Node) throws(SpecError) -> Self? {
    guard capabilities.contains(.transition) else { return nil }
    let target = try layout(fields)
    try target.validate(layoutAt: node.path)
    return target
  }

  static func content(itemCounts: [Int]) -> Content? { nil }

  func drop(_ move: MoveAction, content: Content, viewport: Viewport, at path: SpecPath)
    throws(SpecError) -> MoveDrop<Content>?
  { nil }
}

/// A registered kind whose items may size themselves: its spec can give estimated sizes,
/// and then the layout is prepared and played with the estimates.
protocol SelfSizingSpecLayout: RegisteredSpecLayout where Content: EstimatingPlayableContent {
  /// The data with its estimates, when the items size themselves.
  var selfSizingContent: SelfSizingContent<Content>? { get }
}

// MARK: - Default implementations

extension SelfSizingSpecLayout {
  /// Estimated when the spec gives estimates: then its data is ``selfSizingContent``.
  var itemSizing: ItemSizing {
    selfSizingContent.map { .estimated($0.estimatedItemSize) } ?? .fixed
  }

  func preparedLayout(for viewport: Viewport) throws(LayoutError) -> Layout {
    let layout = makeLayout()
    if let estimated = selfSizingContent {
      try estimated.prepare(layout, for: viewport)
    } else {
      try content.prepare(layout, for: viewport)
    }
    return layout
  }

  func play(
    _ actions: ArraySlice<SpecAction>, of spec: Spec,
    into body: @escaping (PlaybackStep) -> Void
  ) throws(SpecError) {
    if let estimated = selfSizingContent {
      try Playback.run(actions, layout: makeLayout(), content: estimated, spec: spec, into: body)
    } else {
      try Playback.run(actions, layout: makeLayout(), content: content, spec: spec, into: body)
    }
  }
}

/// How a spec's items are sized, which decides the data a collection view of its layout
/// has: a transition to a layout of the same type sized otherwise changes the data.
enum ItemSizing: Hashable {
  /// Items have the sizes of the data and the layout.
  case fixed
  /// Items size themselves, starting at the data's sizes or this estimate: a flow or
  /// waterfall's `estimatedItemSize`, `nil` for estimates the layout holds (the
  /// estimated lengths of compositional items).
  case estimated(Size?)
}

/// Where a drag of a `move` action ended.
struct MoveDrop<Content> {
  /// The move the drop told the data; the identity when the item was put back.
  var reordering: ItemReordering
  /// The dragged item's attributes under the finger.
  var lifted: LayoutAttributes?
  /// The item's target after each point of the path.
  var targets: [IndexPath]
  /// When the move slides, what each point of the path showed (see
  /// ``PlaybackStep/dragFrames``); empty otherwise.
  var frames: [AnimationPlan]
  /// The data after the drop.
  var moved: Content

  /// The same drop with the data after it transformed by `transform`: the spec's data
  /// from the movable data a drag ran on.
  func mapMoved<Other>(_ transform: (Content) -> Other) -> MoveDrop<Other> {
    MoveDrop<Other>(
      reordering: reordering, lifted: lifted, targets: targets, frames: frames,
      moved: transform(moved))
  }
}

// MARK: - Default implementations

/// A kind whose data is item counts, `{"items": count}` in a spec, reads it, its
/// snapshots and its drags alike.
extension RegisteredSpecLayout where Content: ItemCountContent {
  /// Reads a `sections` array: each section is `{"items": count}`.
  func content(_ data: Node) throws(SpecError) -> Content {
    Content.counting(
      try data.list { section throws(SpecError) in
        try section.object(allowing: ["items"]).required("items").count()
      })
  }

  /// Reads `sections` of identifiers, each section's count the number of its items.
  func snapshot(_ fields: Fields) throws(SpecError) -> (
    sections: [SnapshotAction.Section], content: Content
  ) {
    let read = try SnapshotAction.sections(fields, allowing: []) {
      _, count, _ throws(SpecError) in count
    }
    return (read.sections, Content.counting(read.content))
  }

  static func content(itemCounts: [Int]) -> Content? {
    Content.counting(itemCounts)
  }

  func drop(_ move: MoveAction, content: Content, viewport: Viewport, at path: SpecPath)
    throws(SpecError) -> MoveDrop<Content>?
  {
    try move.drag(makeLayout(), content, viewport: viewport, at: path)
  }
}
