import Trellis
import TrellisTesting

/// The data of a registered kind of layout as a playback reads it from a spec's actions.
///
/// A kind's own data names its spec as ``Spec``; reading it from a spec's data and
/// making the layout from a spec then come for free.
protocol PlayableContent: CollectionDataSource {
  /// The kind of spec that gives this data.
  associatedtype Spec: RegisteredSpecLayout where Spec.Layout == Layout

  /// The data of `content`, or `nil` when it is the data of another type of layout.
  init?(_ content: SpecContent)

  /// The data as a spec gives it.
  var specContent: SpecContent { get }

  /// The data as the spec gave it, without the sizes measured since: the data of a
  /// layout of the same kind that the collection view switches to.
  var givenContent: SpecContent { get }

  /// The layout of `spec`, or `nil` when it is a spec of another kind of layout.
  static func layout(_ spec: LayoutSpec) -> Layout?

  /// This data replaced by `content`, keeping what is not data, such as estimates; `nil`
  /// when `content` is the data of another type of layout.
  func replacing(with content: SpecContent) -> Self?

  /// This data with `itemCount` items in `section`, such as after an outline's expand;
  /// `nil` when the kind's data cannot change one section's count alone.
  func resizing(section: Int, to itemCount: Int) -> Self?

  /// Whether elements of this data size themselves.
  static var isSelfSizing: Bool { get }

  /// Measures `invalidated` again and the visible self-sizing elements of `collection`
  /// that need it, keeping `anchor` in place; `nil` when nothing sizes itself.
  static func measure(
    _ collection: CollectionView<Self, RecordingHost>, invalidating invalidated: [ElementID],
    anchor: ScrollAnchor, host: inout RecordingHost
  ) throws(SelfSizingError) -> MeasurementPass?
}

// MARK: - Default implementations

extension PlayableContent where Self: SectionListContent {
  /// The data with `itemCount` items in `section`, its other values as they are.
  func resizing(section: Int, to itemCount: Int) -> Self? {
    var resized = self
    resized.sections[section].itemCount = itemCount
    return resized
  }
}

extension PlayableContent {
  static var isSelfSizing: Bool { false }

  var givenContent: SpecContent { specContent }

  static func layout(_ spec: LayoutSpec) -> Layout? { spec.as(Spec.self)?.makeLayout() }

  func replacing(with content: SpecContent) -> Self? { Self(content) }

  func resizing(section: Int, to itemCount: Int) -> Self? { nil }

  static func measure(
    _ collection: CollectionView<Self, RecordingHost>, invalidating invalidated: [ElementID],
    anchor: ScrollAnchor, host: inout RecordingHost
  ) throws(SelfSizingError) -> MeasurementPass? { nil }
}

extension PlayableContent where Spec.Content == Self {
  init?(_ content: SpecContent) {
    guard let data = content.content(of: Spec.self) else { return nil }
    self = data
  }

  var specContent: SpecContent { SpecContent(self, of: Spec.self) }
}

/// The data of a registered kind of layout that reads estimated sizes.
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
  typealias Spec = Base.Spec

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

  func resizing(section: Int, to itemCount: Int) -> Self? {
    base.resizing(section: section, to: itemCount).flatMap { replacing(with: $0.specContent) }
  }

  static func measure(
    _ collection: CollectionView<Self, RecordingHost>, invalidating invalidated: [ElementID],
    anchor: ScrollAnchor, host: inout RecordingHost
  ) throws(SelfSizingError) -> MeasurementPass? {
    collection.invalidateMeasurements(of: invalidated)
    return try collection.measureVisibleElements(anchor: anchor, host: &host)
  }

  /// The base's data, at its estimates.
  var givenContent: SpecContent { base.specContent }

  /// The base's data, each item at the size it has now where the spec can say so
  /// (measured, or its estimate), so that a drag finds its targets among the frames on
  /// screen.
  var specContent: SpecContent { Base.specContent(measured: self) }
}
