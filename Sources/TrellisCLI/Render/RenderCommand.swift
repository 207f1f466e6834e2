import ArgumentParser
import Foundation
import Trellis
import TrellisSVG
import TrellisSpec

/// `trellis render SPEC`: draws what a spec's viewport shows as SVG, a PNG image, with
/// `--frames` a film strip of scroll positions on one HTML page, or with `--animate` a
/// film strip of the animation of one of the spec's actions.
///
/// Bad arguments and bad specs print one line, `error: ...`, on standard error and exit
/// with status 2, printing nothing on standard output. A missing `rsvg-convert` for
/// `--png`, a failing `rsvg-convert` or an output file or standard output that cannot be
/// written (checked before drawing, and when written) exit with status 1.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract:
      "Draw a spec's layout as SVG, PNG, or a film strip of scroll positions or of an update.",
    discussion: """
      Draws the elements visible in the spec's viewport at a content offset (the \
      spec's contentOffset unless --offset gives one): cells, headers, footers and \
      backgrounds as labeled rectangles, in paint order, so pinned headers cover the \
      cells and backgrounds lie under them. --whole draws all of the content with the \
      viewport as a dashed rectangle. --frames draws one picture per offset along the \
      scroll axis and writes them, with the spec, as one self-contained HTML page; \
      with --whole, each picture is the whole content with the viewport at that offset. \
      --animate STEP runs the spec's actions up to STEP (counted from 1) and draws that \
      update's or snapshot's animation at 0, 25, 50, 75 and 100% on such a page.

      Output goes to standard output unless -o names a file; --png needs -o and the \
      rsvg-convert program (apt-get install librsvg2-bin, or brew install librsvg).

      Values that start with a minus sign may follow the option after a space or an \
      equals sign: --offset 0,-100, --offset=0,-100, --frames -100:300:100.

      Exit status: 0 on success; 2 for bad arguments or a bad spec; 1 when rsvg-convert \
      is missing or fails, or the output file or standard output cannot be written \
      (such as in a directory that does not exist, or on a full disk).
      """)

  @Argument(help: ArgumentHelp("The spec file, or - to read standard input.", valueName: "spec"))
  var spec: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The content offset to draw at (default: the spec's contentOffset); either number "
        + "may be negative, as when pulling past the top.",
      valueName: "x,y"))
  var offset: ParsedArgument<Point>?

  @Flag(
    help: ArgumentHelp(
      "Draw the whole content, with the viewport as a dashed rectangle; with --frames, "
        + "at each offset."))
  var whole = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Output pixels per point, from 0.01 to 100 (default: 1).", valueName: "scale"))
  var scale: ParsedArgument<ScaleArgument>?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Draw a film strip at offsets along the scroll axis from `from` to `to`, `step` "
        + "points apart, as an HTML page; the offset across the axis comes from --offset.",
      valueName: "from:to:step"))
  var frames: ParsedArgument<FrameRange>?

  @Option(
    help: ArgumentHelp(
      "Draw the animation of the spec's action number `step` (from 1), an update or a "
        + "snapshot, at 0, 25, 50, 75 and 100% as an HTML page.",
      valueName: "step"))
  var animate: Int?

  @Flag(help: "Write a PNG image instead of SVG (needs -o and rsvg-convert).")
  var png = false

  @Option(
    name: [.customShort("o"), .customLong("output")],
    help: ArgumentHelp("The file to write (default: standard output).", valueName: "path"))
  var output: String?

  func run() throws {
    try reportingFailures(render)
  }

  /// Checks the arguments, reads the spec, draws it and writes the result.
  private func render() throws {
    let arguments = try RenderArguments(
      offset: offset?.get(), whole: whole, scale: scale?.get().value ?? 1, frames: frames?.get(),
      animate: animate,
      png: png,
      output: output)
    let input = try SpecInput.read(spec)
    let renderer: SpecRenderer
    do {
      renderer = SpecRenderer(spec: try Spec(json: input.bytes), options: arguments.options)
    } catch {
      throw CommandFailure("\(input.name): \(error)")
    }
    let converter = arguments.png ? try PNGConverter() : nil
    let start = arguments.offset ?? renderer.spec.viewport.contentOffset

    let text: String
    if let number = arguments.animate {
      text = try Self.animation(number, of: renderer, input: input)
    } else if let range = arguments.frames {
      let page = try Self.filmStrip(of: renderer, range, start: start, input: input)
      if let destination = arguments.output {
        try destination.stream { output in page.write(to: &output) }
      } else {
        var output = StandardOutput()
        page.write(to: &output)
        try output.finish()
      }
      return
    } else {
      let picture: SpecRenderer.Picture
      do {
        picture = try renderer.picture(at: start)
      } catch {
        throw CommandFailure("\(input.name): \(error)")
      }
      try Self.write(picture, converter: converter, to: arguments.output)
      return
    }
    if let destination = arguments.output {
      try destination.write(Data(text.utf8))
    } else {
      try StandardOutput.write(text)
    }
  }

  /// Writes the SVG document of `picture` as it is drawn, to `destination` or standard
  /// output, or converts it to PNG with `converter` after checking its pixel size.
  private static func write(
    _ picture: SpecRenderer.Picture, converter: PNGConverter?, to destination: OutputPath?
  ) throws {
    if let converter, let destination {
      try PNGConverter.check(pixelSize: picture.pixelSize)
      try converter.convert(to: destination) { output in picture.write(to: &output) }
    } else if let destination {
      try destination.stream { output in picture.write(to: &output) }
    } else {
      var output = StandardOutput()
      picture.write(to: &output)
      try output.finish()
    }
  }

  /// The page of the animation of the action `number`.
  private static func animation(_ number: Int, of renderer: SpecRenderer, input: SpecInput)
    throws(CommandFailure) -> String
  {
    let animation = try AnimationStrip(spec: renderer.spec, number: number, name: input.name)
    let strip = animation.filmStrip(
      viewportSize: renderer.spec.viewport.size, renderer: SVGRenderer(options: renderer.options))
    return FilmStripPage(
      title: title(of: input) + " · step \(number)", summary: animation.summary, strip: strip,
      spec: String(decoding: input.bytes, as: UTF8.self)
    ).html
  }

  /// The page of the film strip of `--frames`, checked at every offset and drawn as it
  /// is written.
  private static func filmStrip(
    of renderer: SpecRenderer, _ range: FrameRange, start: Point, input: SpecInput
  ) throws(CommandFailure) -> FilmStripDocument.Page {
    do {
      return try FilmStripDocument.page(
        renderer: renderer, range: range, start: start, title: title(of: input),
        specText: String(decoding: input.bytes, as: UTF8.self))
    } catch {
      throw CommandFailure("\(input.name): \(error)")
    }
  }

  /// The title of a film strip page: the spec's file name without its directories, or
  /// `<stdin>`.
  private static func title(of input: SpecInput) -> String {
    input.name == "<stdin>" ? input.name : URL(fileURLWithPath: input.name).lastPathComponent
  }
}
