import Trellis

/// The layout a spec describes: one case per built-in layout, each carrying the layout's
/// configuration and the data in the form that layout reads.
///
/// In JSON, the case is the `type` field of `layout` (`"flow"` when absent) and the data
/// is the top-level `sections` array, read by the rules of that type, or for a week
/// calendar the top-level `events` array.
public enum LayoutSpec: Hashable, Sendable {
  /// A flow layout, `"type": "flow"`.
  case flow(FlowSpec)
  /// A waterfall layout, `"type": "waterfall"`.
  case waterfall(WaterfallSpec)
  /// A week calendar, `"type": "week"`.
  case week(WeekSpec)
  /// A carousel, `"type": "carousel"`.
  case carousel(CarouselSpec)

  /// The layout's name in JSON, such as `flow`, `waterfall` or `week`.
  public var typeName: String {
    switch self {
    case .flow: "flow"
    case .waterfall: "waterfall"
    case .week: "week"
    case .carousel: "carousel"
    }
  }
}
