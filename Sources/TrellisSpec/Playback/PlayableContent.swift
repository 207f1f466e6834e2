import Trellis

/// The data of a built-in layout as a playback reads it from a spec's actions.
protocol PlayableContent: CollectionDataSource {
  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)

  /// The data as a spec gives it.
  var specContent: SpecContent { get }

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
  /// The data of `content` as a spec gives it, each item at the size it has now where
  /// the spec can say so.
  static func specContent(measured content: SelfSizingContent<Self>) -> SpecContent
}

extension EstimatingPlayableContent {
  /// The base's data, at its estimates.
  static func specContent(measured content: SelfSizingContent<Self>) -> SpecContent {
    content.base.specContent
  }
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

  /// The base's data, each item at the size it has now where the spec can say so
  /// (measured, or its estimate), so that a drag finds its targets among the frames on
  /// screen.
  var specContent: SpecContent { Base.specContent(measured: self) }

  static func layout(_ configuration: TransitionAction.Layout) -> Base.Layout? {
    Base.layout(configuration)
  }
}

extension FlowContent: EstimatingPlayableContent {
  /// The sections of `content`, each item at the size it has now: measured, or its
  /// estimate.
  static func specContent(measured content: SelfSizingContent<FlowContent>) -> SpecContent {
    var flow = content.base
    for section in flow.sections.indices {
      let sizes = (0..<flow.sections[section].itemCount).map {
        content.sizeForItem(at: IndexPath(item: $0, section: section))
      }
      guard sizes.allSatisfy({ $0 != nil }) else { continue }
      flow.sections[section].itemSizes = sizes.compactMap { $0 }
    }
    return .flow(flow)
  }
}

extension WaterfallContent: EstimatingPlayableContent {}

extension FlowContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .flow(let flow) = content else { return nil }
    self = flow
  }

  var specContent: SpecContent { .flow(self) }

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

  var specContent: SpecContent { .waterfall(self) }

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

  var specContent: SpecContent { .carousel(self) }

  static func layout(_ configuration: TransitionAction.Layout) -> CarouselLayout? {
    guard case .carousel(let carousel) = configuration else { return nil }
    return CarouselLayout(configuration: carousel.configuration)
  }
}

extension WeekCalendarContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .week(let week) = content else { return nil }
    self = week
  }

  var specContent: SpecContent { .week(self) }

  /// `nil`: a week has no transitions.
  static func layout(_ configuration: TransitionAction.Layout) -> WeekCalendarLayout? { nil }
}
