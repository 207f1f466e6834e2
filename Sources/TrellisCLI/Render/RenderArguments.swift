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
  /// - Throws: A ``CommandFailure`` for a malformed offset or range, a scale that is
  ///   not a positive finite number, `--png` without `-o` or with `--frames`, or an
  ///   output path whose directory does not exist.
  init(
    offset: String?, whole: Bool, scale: Double, frames: String?, png: Bool, output: String?
  ) throws(CommandFailure) {
    self.offset = try offset.map { text throws(CommandFailure) in
      try PointArgument.parse(text, option: "--offset")
    }
    self.frames = try frames.map { text throws(CommandFailure) in try FrameRange.parse(text) }
    try NumberArgument.checkScale(scale)
    if png && frames != nil {
      throw CommandFailure("--png cannot be combined with --frames, which writes an HTML page")
    }
    if png && output == nil {
      throw CommandFailure(
        "--png needs an output file (-o out.png); PNG is never written to standard output")
    }
    self.png = png
    self.output = try output.map { path throws(CommandFailure) in try OutputPath(checking: path) }
    var options = SVGRenderer.Options()
    options.showsWholeContent = whole
    options.scale = scale
    self.options = options
  }
}
