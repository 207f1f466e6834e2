import Trellis

/// A waterfall layout's configuration and data.
public struct WaterfallSpec: Hashable, Sendable {
  /// The layout-wide values: the `layout` object of the spec.
  public var configuration: WaterfallLayout.Configuration
  /// The sections, with their items and the values that override layout-wide ones.
  public var content: WaterfallContent

  /// Creates a waterfall spec from a configuration and content.
  public init(
    configuration: WaterfallLayout.Configuration = WaterfallLayout.Configuration(),
    content: WaterfallContent
  ) {
    self.configuration = configuration
    self.content = content
  }
}
