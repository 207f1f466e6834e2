import Trellis
import TrellisSVG

/// The options of `trellis render`, read and checked before the spec is.
struct RenderArguments {
  /// The content offset to draw at, or `nil` for the spec's own.
  var offset: Point?
  /// The offsets of a film strip along the scroll axis, or `nil` for one picture.
  var frames: FrameRange?
  /// Whether to write PNG rather than SVG.
  var png: Bool
  /// The file to write, or `nil` for standard output.
  var output: OutputPath?
  /// What the pictures show and their scale.
  var options: SVGRenderer.Options

  /// Reads the options as the command received them.
  ///
  /// - Throws: A ``CommandFailure`` for a scale that is not a positive finite number,
  ///   `--png` with `--frames`, or `--png` without `-o`; an
  ///   ``EnvironmentFailure`` for an output path that cannot be written.
  init(
    offset: Point?, whole: Bool, scale: Double, frames: FrameRange?, png: Bool,
    output: String?
  ) throws {
    self.offset = offset
    self.frames = frames
    try NumberArgument.checkScale(scale)
    if png && frames != nil {
      throw CommandFailure("--png cannot be combined with --frames, which writes an HTML page")
    }
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
}
