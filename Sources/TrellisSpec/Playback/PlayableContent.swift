import Trellis

/// The data of a built-in layout as a playback reads it from a spec's actions.
protocol PlayableContent: CollectionDataSource {
  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)

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

extension SelfSizingContent: PlayableContent where Base == FlowContent {
  static var isSelfSizing: Bool { true }

  init?(_ content: SpecContent) {
    guard let flow = FlowContent(content) else { return nil }
    self.init(flow)
  }

  /// The new data with the same estimates; the measurements start again, and the host
  /// answers them again.
  func replacing(with content: SpecContent) -> Self? {
    guard let flow = FlowContent(content) else { return nil }
    return SelfSizingContent(
      flow, estimatedItemSize: estimatedItemSize, estimatedHeaderSize: estimatedHeaderSize,
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

extension WeekCalendarContent: PlayableContent {
  init?(_ content: SpecContent) {
    guard case .week(let week) = content else { return nil }
    self = week
  }
}
