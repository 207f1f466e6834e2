import Trellis

/// The data of a built-in layout as a playback reads it from a spec's actions.
protocol PlayableContent: CollectionDataSource {
  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)

  /// The data as flow sections, or `nil` when it is the data of another type of layout.
  var flowContent: FlowContent? { get }
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
}

extension WaterfallContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .waterfall(let waterfall) = content else { return nil }
    self = waterfall
  }
}

extension WeekCalendarContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .week(let week) = content else { return nil }
    self = week
  }
}
