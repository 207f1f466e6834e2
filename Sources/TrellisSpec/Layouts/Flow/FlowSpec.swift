import Trellis

/// A flow layout's configuration and data.
public struct FlowSpec: Hashable, Sendable {
  /// The layout-wide values: the `layout` object of the spec.
  public var configuration: FlowLayout.Configuration
  /// The sections, with their items and the values that override layout-wide ones.
  public var content: FlowContent
  /// The estimated size of items that size themselves, the `estimatedItemSize` of the
  /// `layout` object; `nil` when items have fixed sizes.
  public var estimatedItemSize: Size?

  /// Creates a flow spec from a configuration and content, and the estimated item size
  /// if items size themselves.
  public init(
    configuration: FlowLayout.Configuration = FlowLayout.Configuration(), content: FlowContent,
    estimatedItemSize: Size? = nil
  ) {
    self.configuration = configuration
    self.content = content
    self.estimatedItemSize = estimatedItemSize
  }

  /// The content with its estimates, when items size themselves.
  public var selfSizingContent: SelfSizingContent<FlowContent>? {
    estimatedItemSize.map { SelfSizingContent(content, estimatedItemSize: $0) }
  }
}
