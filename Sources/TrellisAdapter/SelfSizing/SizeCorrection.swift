import Trellis

/// What a measured size changed: UIKit's invalidation context for preferred layout
/// attributes, as values.
public struct SizeCorrection: Hashable, Sendable {
  /// The sections laid out again.
  public var sections: [Int]
  /// How far the content offset moves so that the anchor item stays where it is on
  /// screen: the context's `contentOffsetAdjustment`.
  public var contentOffsetAdjustment: Point
  /// How much the content grew or shrank: the context's `contentSizeAdjustment`.
  public var contentSizeAdjustment: Size

  /// Creates a correction.
  public init(sections: [Int], contentOffsetAdjustment: Point, contentSizeAdjustment: Size) {
    self.sections = sections
    self.contentOffsetAdjustment = contentOffsetAdjustment
    self.contentSizeAdjustment = contentSizeAdjustment
  }
}
