import Trellis

/// The data of a built-in layout as a playback reads it from a spec's actions.
protocol PlayableContent: CollectionDataSource {
  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)

  /// The data as a spec gives it.
  var specContent: SpecContent { get }

  /// A layout of `configuration`, or `nil` when it configures another type of layout.
  static func layout(_ configuration: TransitionAction.Layout) -> Layout?
}

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
