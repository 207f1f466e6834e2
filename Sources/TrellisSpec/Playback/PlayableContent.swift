import Trellis

/// The data of a built-in layout as a playback reads it from a spec's actions.
protocol PlayableContent: CollectionDataSource {
  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)

  /// The data as flow sections, or `nil` when it is the data of another type of layout.
  var flowContent: FlowContent? { get }

  /// A layout of `configuration`, or `nil` when it configures another type of layout.
  static func layout(_ configuration: TransitionAction.Layout) -> Layout?

  /// This data replaced by `content`, keeping what is not data, such as estimates; `nil`
  /// when `content` is the data of another type of layout.
  func replacing(with content: SpecContent) -> Self?

  /// Whether elements of this data size themselves.
  static var isSelfSizing: Bool { get }

  /// Measures `invalidated` again and the visible self-sizing elements of `collection`
  /// that need it, keeping `anchor` in place; `nil` when nothing sizes itself.
  static func measure(
    _ collection: CollectionView<Self, PlaybackHost>, invalidating invalidated: [ElementID],
    anchor: ScrollAnchor, host: inout PlaybackHost
  ) throws(SelfSizingError) -> MeasurementPass?
}

// MARK: - Default implementations

extension PlayableContent {
  /// `nil`: the data is not flow sections.
  var flowContent: FlowContent? { nil }

  static var isSelfSizing: Bool { false }

  func replacing(with content: SpecContent) -> Self? { Self(content) }

  static func measure(
    _ collection: CollectionView<Self, PlaybackHost>, invalidating invalidated: [ElementID],
    anchor: ScrollAnchor, host: inout PlaybackHost
  ) throws(SelfSizingError) -> MeasurementPass? { nil }
}

/// The data of a built-in layout that reads estimated sizes: flow sections and waterfall
/// sections.
protocol EstimatingPlayableContent: PlayableContent, EstimatingDataSource {
  /// The data of `content` as flow sections, each item at the size it has now, or `nil`
  /// when it is not flow sections.
  static func flowContent(measured content: SelfSizingContent<Self>) -> FlowContent?
}

extension EstimatingPlayableContent {
  /// `nil`: the data is not flow sections.
  static func flowContent(measured content: SelfSizingContent<Self>) -> FlowContent? { nil }
}

extension SelfSizingContent: PlayableContent where Base: EstimatingPlayableContent {
  static var isSelfSizing: Bool { true }

  init?(_ content: SpecContent) {
    guard let base = Base(content) else { return nil }
    self.init(base)
  }

  /// The new data with the same estimates; the measurements start again, and the host
  /// answers them again.
  func replacing(with content: SpecContent) -> Self? {
    guard let base = Base(content) else { return nil }
    return SelfSizingContent(
      base, estimatedItemSize: estimatedItemSize, estimatedHeaderSize: estimatedHeaderSize,
      estimatedFooterSize: estimatedFooterSize, selfSizingElements: selfSizingElements,
      scrollDirection: scrollDirection)
  }

  static func measure(
    _ collection: CollectionView<Self, PlaybackHost>, invalidating invalidated: [ElementID],
    anchor: ScrollAnchor, host: inout PlaybackHost
  ) throws(SelfSizingError) -> MeasurementPass? {
    collection.invalidateMeasurements(of: invalidated)
    return try collection.measureVisibleElements(anchor: anchor, host: &host)
  }

  /// The base's flow sections, each item at the size it has now: measured, or its
  /// estimate; a drag then finds its targets among the frames on screen.
  var flowContent: FlowContent? { Base.flowContent(measured: self) }

  static func layout(_ configuration: TransitionAction.Layout) -> Base.Layout? {
    Base.layout(configuration)
  }
}

extension FlowContent: EstimatingPlayableContent {
  /// The sections of `content`, each item at the size it has now: measured, or its
  /// estimate.
  static func flowContent(measured content: SelfSizingContent<FlowContent>) -> FlowContent? {
    var flow = content.base
    for section in flow.sections.indices {
      let sizes = (0..<flow.sections[section].itemCount).map {
        content.sizeForItem(at: IndexPath(item: $0, section: section))
      }
      guard sizes.allSatisfy({ $0 != nil }) else { continue }
      flow.sections[section].itemSizes = sizes.compactMap { $0 }
    }
    return flow
  }
}

extension WaterfallContent: EstimatingPlayableContent {}

extension FlowContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .flow(let flow) = content else { return nil }
    self = flow
  }

  var flowContent: FlowContent? { self }

  static func layout(_ configuration: TransitionAction.Layout) -> FlowLayout? {
    guard case .flow(let flow) = configuration else { return nil }
    return FlowLayout(configuration: flow)
  }
}

extension WaterfallContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .waterfall(let waterfall) = content else { return nil }
    self = waterfall
  }

  static func layout(_ configuration: TransitionAction.Layout) -> WaterfallLayout? {
    guard case .waterfall(let waterfall) = configuration else { return nil }
    return WaterfallLayout(configuration: waterfall)
  }
}

extension CarouselContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .carousel(let carousel) = content else { return nil }
    self = carousel
  }

  /// `nil`: a carousel has no transitions in a spec yet.
  static func layout(_ configuration: TransitionAction.Layout) -> CarouselLayout? { nil }
}

extension WeekCalendarContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .week(let week) = content else { return nil }
    self = week
  }

  /// `nil`: a week has no transitions.
  static func layout(_ configuration: TransitionAction.Layout) -> WeekCalendarLayout? { nil }
}
