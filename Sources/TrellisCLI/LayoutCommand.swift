import ArgumentParser
import Trellis
import TrellisSpec

/// `trellis layout SPEC [--rect x,y,w,h]`: lays out a spec and prints its content size
/// and the attributes of its elements as JSON.
///
/// A bad spec, a file that cannot be read or a malformed rect prints one line,
/// `error: ...`, on standard error and exits with status 2, printing nothing on standard
/// output. Output that cannot be written (a full disk) prints such a line and exits with
/// status 1.
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print the frames of a spec's elements as JSON.",
    discussion: """
      Reads a JSON spec (a viewport, a layout and its sections; see docs/spec.md), \
      prepares the layout and prints the content size and every element's category, \
      kind, index path, frame, zIndex, alpha and hidden flag, an outline's row's level, \
      and its 3D transform when it is not the identity, one element per line. \
      A bad spec prints one error line on standard error and exits with status 2; \
      output that cannot be written, with status 1. \
      A spec's actions are checked but not run: the frames are those before them \
      (trellis play runs them).
      """)

  @Argument(help: ArgumentHelp("The spec file, or - to read standard input.", valueName: "spec"))
  var spec: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Print only the elements whose frames intersect this rect; x and y may be negative.",
      valueName: "x,y,w,h"))
  var rect: ParsedArgument<Rect>?

  func run() throws {
    let prepared: (layout: PreparedLayout, rect: Rect?, levels: [IndexPath: Int])
    do {
      prepared = try prepare()
    } catch {
      CommandFailure.write(error)
      throw ExitCode(CommandFailure.exitCode)
    }
    // The report is written as the layout produces it, so its text is never held whole.
    var output = StandardOutput()
    LayoutReport.write(
      prepared.layout, in: prepared.rect, levels: prepared.levels, to: &output)
    try reportingFailures { try output.finish() }
  }

  /// The prepared layout, the rect to report and the levels of the outlines' rows.
  private func prepare() throws(CommandFailure) -> (
    layout: PreparedLayout, rect: Rect?, levels: [IndexPath: Int]
  ) {
    let rect = try rect.map { argument throws(CommandFailure) in try argument.get() }
    let input = try SpecInput.read(spec)
    do {
      let spec = try Spec(json: input.bytes)
      return (try spec.makeLayout(), rect, spec.rowLevels)
    } catch {
      throw CommandFailure("\(input.name): \(error)")
    }
  }
}
