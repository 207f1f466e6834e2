/// The two colors one element is drawn with: a fill and an outline.
///
/// Colors are CSS color strings (`#d0ebff`, `rgb(0 0 0)`, `tomato`), written into the
/// document as they are, escaped.
public struct Swatch: Hashable, Sendable {
  /// The color inside the element's frame.
  public var fill: String
  /// The color of the element's outline, when outlines are drawn.
  public var stroke: String

  /// Creates a swatch from a fill and an outline color.
  public init(fill: String, stroke: String) {
    self.fill = fill
    self.stroke = stroke
  }
}
