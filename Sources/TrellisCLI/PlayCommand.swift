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
    let spec: Spec
    let kept: [PlaybackStep]?
    do {
      (spec, kept) = try play()
    } catch {
      CommandFailure.write(error)
      throw ExitCode(CommandFailure.exitCode)
    }
    try reportingFailures {
      var output = StandardOutput()
      if let kept {
        PlaybackReport.write(to: &output) { each in kept.forEach(each) }
      } else {
        // The first playback found every action runs; this one prints as it plays.
        try PlaybackReport.write(to: &output) { each throws(SpecError) in
          try Playback.forEachStep(of: spec, each)
        }
      }
      try output.finish()
    }
  }

  /// The most elements (visible, animated or mapped) of all steps kept to print after
  /// the playback; past it the steps are played again and printed as they come.
  static let keptElementLimit = 1_000_000

  /// Reads the spec and plays it, so that a spec or an action that cannot run is
  /// reported before anything is printed; returns the steps while they are few
  /// (``keptElementLimit``), `nil` when they had to be dropped.
  private func play() throws(CommandFailure) -> (Spec, [PlaybackStep]?) {
    let input = try SpecInput.read(spec)
    do {
      let spec = try Spec(json: input.bytes)
      var kept: [PlaybackStep]? = []
      var elements = 0
      try Playback.forEachStep(of: spec) { step in
        guard kept != nil else { return }
        elements +=
          step.visible.count + step.animations.count
          + step.itemMap.reduce(0) { $0 + $1.count }
        if elements > Self.keptElementLimit { kept = nil } else { kept?.append(step) }
      }
      return (spec, kept)
    } catch {
      throw CommandFailure("\(input.name): \(error)")
    }
  }
}
