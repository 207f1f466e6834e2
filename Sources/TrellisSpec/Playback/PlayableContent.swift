import Trellis

/// The data of a built-in layout as a playback reads it from a spec's actions.
protocol PlayableContent: CollectionDataSource {
  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)
}

extension FlowContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .flow(let flow) = content else { return nil }
    self = flow
  }
}

extension WaterfallContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .waterfall(let waterfall) = content else { return nil }
    self = waterfall
  }
}

extension CarouselContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .carousel(let carousel) = content else { return nil }
    self = carousel
  }
}

extension WeekCalendarContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .week(let week) = content else { return nil }
    self = week
  }
}
