import ArgumentParser
import Trellis
import TrellisSpec

/// `trellis play SPEC`: runs a spec's actions on a collection view and prints, for each,
/// where every section and item went, the content offset, the visible elements and the
/// animation, as JSON.
///
/// A bad spec or an action that cannot run prints one line, `error: ...`, naming the
/// action's path and the rule on standard error, exits with status 2 and prints nothing
/// on standard output. Output that cannot be written (a full disk) prints such a line and
/// exits with status 1.
struct PlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Run a spec's actions and print what each one did as JSON.",
    discussion: """
      Builds a collection view from a JSON spec (see docs/spec.md) and runs its \
      "actions" in order: batch updates, diffable snapshots and scrolls. For each it \
      prints where every old item and section went (itemMap, sectionMap), the content \
      offset, the elements visible afterwards, and the start and end of every animated \
      element. An action that cannot run, such as a batch that breaks UIKit's rules, \
      prints one error line naming the action and the rule on standard error and exits \
      with status 2. Output that cannot be written exits with status 1.
      """)

  @Argument(help: ArgumentHelp("The spec file, or - to read standard input.", valueName: "spec"))
  var spec: String

  func run() throws {
    let output: String
    do {
      output = try report()
    } catch {
      CommandFailure.write(error)
      throw ExitCode(CommandFailure.exitCode)
    }
    try reportingFailures { try StandardOutput.write(output) }
  }

  /// The JSON text to print.
  private func report() throws(CommandFailure) -> String {
    let input = try SpecInput.read(spec)
    do {
      return PlaybackReport(try Playback(try Spec(json: input.bytes))).json
    } catch {
      throw CommandFailure("\(input.name): \(error)")
    }
  }
}
