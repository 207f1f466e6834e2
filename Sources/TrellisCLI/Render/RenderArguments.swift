import Trellis
import TrellisSVG

/// The options of `trellis render`, read and checked before the spec is.
struct RenderArguments {
  /// The content offset to draw at, or `nil` for the spec's own.
  var offset: Point?
  /// The offsets of a film strip along the scroll axis, or `nil` for one picture.
  var frames: FrameRange?
  /// The number of the action whose animation to draw, counting from 1, or `nil`.
  var animate: Int?
  /// Whether to write PNG rather than SVG.
  var png: Bool
  /// The file to write, or `nil` for standard output.
  var output: OutputPath?
  /// What the pictures show and their scale.
  var options: SVGRenderer.Options

  /// Reads the options as the command received them, the scale already checked.
  ///
  /// - Throws: A ``CommandFailure`` for `--png` without `-o` or with `--frames` or `--animate`, or `--animate` with
  ///   `--frames` or `--offset` or below 1; an ``EnvironmentFailure`` for an output path
  ///   that cannot be written.
  init(
    offset: Point?, whole: Bool, scale: Double, frames: FrameRange?, animate: Int? = nil,
    png: Bool, output: String?
  ) throws {
    self.offset = offset
    self.frames = frames
    if png && frames != nil {
      throw CommandFailure("--png cannot be combined with --frames, which writes an HTML page")
    }
    try Self.check(animate: animate, frames: frames, offset: offset, png: png)
    self.animate = animate
    if png && output == nil {
      throw CommandFailure(
        "--png needs an output file (-o out.png); PNG is never written to standard output")
    }
    self.png = png
    self.output = try output.map { path in try OutputPath(checking: path) }
    var options = SVGRenderer.Options()
    options.showsWholeContent = whole
    options.scale = scale
    self.options = options
  }

  /// Checks that `--animate` counts from 1 and comes without the options it replaces.
  private static func check(animate: Int?, frames: FrameRange?, offset: Point?, png: Bool)
    throws(CommandFailure)
  {
    guard let animate else { return }
    if animate < 1 {
      throw CommandFailure("--animate: steps are counted from 1, got \(animate)")
    }
    if frames != nil {
      throw CommandFailure("--animate cannot be combined with --frames; each draws a film strip")
    }
    if offset != nil {
      throw CommandFailure(
        "--animate cannot be combined with --offset; the step's content offsets are drawn")
    }
    if png {
      throw CommandFailure("--png cannot be combined with --animate, which writes an HTML page")
    }
  }
}
