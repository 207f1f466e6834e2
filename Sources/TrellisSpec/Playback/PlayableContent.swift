import Trellis

/// The data of a built-in layout as a playback reads it from a spec's actions.
protocol PlayableContent: CollectionDataSource {
  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)

  /// The data as flow sections, or `nil` when it is the data of another type of layout.
  var flowContent: FlowContent? { get }

  /// A layout of `configuration`, or `nil` when it configures another type of layout.
  static func layout(_ configuration: TransitionAction.Layout) -> Layout?
}

extension PlayableContent {
  /// `nil`: the data is not flow sections.
  var flowContent: FlowContent? { nil }
}

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

  /// `nil`: a week has no transitions.
  static func layout(_ configuration: TransitionAction.Layout) -> WeekCalendarLayout? { nil }
}
