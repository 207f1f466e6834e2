import Trellis

/// A flow layout's configuration and data.
public struct FlowSpec: Hashable, Sendable {
  /// The layout-wide values: the `layout` object of the spec.
  public var configuration: FlowLayout.Configuration
  /// The sections, with their items and the values that override layout-wide ones.
  public var content: FlowContent

  /// Creates a flow spec from a configuration and content.
  public init(
    configuration: FlowLayout.Configuration = FlowLayout.Configuration(), content: FlowContent
  ) {
    self.configuration = configuration
    self.content = content
  }
}
