/// A header above the first section or a footer below the last, spanning the content
/// across the scroll axis: a page-level header that scrolls away while section headers
/// pin.
///
/// A stretchy header grows when the content is pulled down past its top, keeping its
/// top at the visible top edge and its bottom in place; a stretchy footer does the
/// same past the bottom. With a ``parallax`` factor the header moves more slowly than
/// the content as it scrolls up: 0 scrolls with the content, 0.5 at half its speed, 1
/// stays in place.
public struct CollectionSupplementary: Hashable, Sendable {
  /// The extent along the scroll axis (the height when scrolling vertically).
  public var length: Double
  /// Whether the element grows when the content is pulled past its edge.
  public var isStretchy: Bool
  /// How much of the scroll distance a header follows as it scrolls away, from 0 to 1.
  /// Footers ignore it.
  public var parallax: Double

  /// Creates a collection header or footer of the given extent.
  public init(length: Double, isStretchy: Bool = false, parallax: Double = 0) {
    self.length = length
    self.isStretchy = isStretchy
    self.parallax = parallax
  }
}
