import Trellis

/// A waterfall layout's configuration and data.
public struct WaterfallSpec: Hashable, Sendable {
  /// The layout-wide values: the `layout` object of the spec.
  public var configuration: WaterfallLayout.Configuration
  /// The sections, with their items and the values that override layout-wide ones.
  public var content: WaterfallContent
  /// The estimated size of items that size themselves, the `estimatedItemSize` of the
  /// `layout` object, scaled to the column width like an item's natural size; `nil` when
  /// items have fixed heights.
  public var estimatedItemSize: Size?

  /// Creates a waterfall spec from a configuration and content, and the estimated item
  /// size if items size themselves.
  public init(
    configuration: WaterfallLayout.Configuration = WaterfallLayout.Configuration(),
    content: WaterfallContent, estimatedItemSize: Size? = nil
  ) {
    self.configuration = configuration
    self.content = content
    self.estimatedItemSize = estimatedItemSize
  }

  /// The content with its estimates, measured along the layout's scroll direction, when
  /// items size themselves.
  public var selfSizingContent: SelfSizingContent<WaterfallContent>? {
    estimatedItemSize.map {
      SelfSizingContent(
        content, estimatedItemSize: $0, scrollDirection: configuration.scrollDirection)
    }
  }
}
