import Trellis

/// The frames of a few views and the size they take together: what a SwiftUI `Layout`
/// places and reports.
public struct Arrangement: Hashable, Sendable {
  /// The frame of each view, in the order of the sizes arranged, relative to the
  /// arrangement's top-left corner.
  public var frames: [Rect]
  /// The size that holds every frame and the insets.
  public var size: Size

  /// Creates an arrangement from its frames and size.
  public init(frames: [Rect], size: Size) {
    self.frames = frames
    self.size = size
  }
}
