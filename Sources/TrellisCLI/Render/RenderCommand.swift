import ArgumentParser
import Foundation
import Trellis
import TrellisSVG
import TrellisSpec

/// `trellis render SPEC`: draws what a spec's viewport shows as SVG, a PNG image, or
/// with `--frames` a film strip of scroll positions on one HTML page.
///
/// Bad arguments and bad specs print one line, `error: ...`, on standard error and exit
/// with status 2, printing nothing on standard output. A missing `rsvg-convert` for
/// `--png`, a failing `rsvg-convert` or an output file that cannot be written, checked
/// before drawing, exit with status 1.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a spec's layout as SVG, PNG, or a film strip of scroll positions.",
    discussion: """
      Draws the elements visible in the spec's viewport at a content offset (the \
      spec's contentOffset unless --offset gives one): cells, headers, footers and \
      backgrounds as labeled rectangles, in paint order, so pinned headers cover the \
      cells and backgrounds lie under them. --whole draws all of the content with the \
      viewport as a dashed rectangle. --frames draws one picture per offset along the \
      scroll axis and writes them, with the spec, as one self-contained HTML page; \
      with --whole, each picture is the whole content with the viewport at that offset.

      Output goes to standard output unless -o names a file; --png needs -o and the \
      rsvg-convert program (apt-get install librsvg2-bin, or brew install librsvg).

      Values that start with a minus sign may follow the option after a space or an \
      equals sign: --offset 0,-100, --offset=0,-100, --frames -100:300:100.

      Exit status: 0 on success; 2 for bad arguments or a bad spec; 1 when rsvg-convert \
      is missing or fails, or the output file cannot be written (such as in a \
      directory that does not exist).
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

  @Option(help: ArgumentHelp("Output pixels per point.", valueName: "scale"))
  var scale: Double = 1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Draw a film strip at offsets along the scroll axis from `from` to `to`, `step` "
        + "points apart, as an HTML page; the offset across the axis comes from --offset.",
      valueName: "from:to:step"))
  var frames: ParsedArgument<FrameRange>?

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
      offset: offset?.get(), whole: whole, scale: scale, frames: frames?.get(), png: png,
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
    do {
      if let range = arguments.frames {
        text = try FilmStripDocument.html(
          renderer: renderer, range: range, start: start, title: Self.title(of: input),
          specText: String(decoding: input.bytes, as: UTF8.self))
      } else {
        text = try renderer.svg(at: start)
      }
    } catch {
      throw CommandFailure("\(input.name): \(error)")
    }

    if let converter, let destination = arguments.output {
      try converter.convert(svg: text, to: destination)
    } else if let destination = arguments.output {
      try destination.write(Data(text.utf8))
    } else {
      print(text, terminator: "")
    }
  }

  /// The title of a film strip page: the spec's file name without its directories, or
  /// `<stdin>`.
  private static func title(of input: SpecInput) -> String {
    input.name == "<stdin>" ? input.name : URL(fileURLWithPath: input.name).lastPathComponent
  }
}
