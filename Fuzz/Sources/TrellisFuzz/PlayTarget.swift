import Trellis
import TrellisSpec

/// Reads the input as a spec with actions and plays them as `trellis play` does:
/// updates, snapshots, scrolls, measures, moves, transitions, sideways scrolls and
/// releases, each on the state the previous one left.
///
/// After each step the report must be sound: finite offsets, sizes within the limits,
/// finite attributes with no element twice, item and section maps that send no two
/// things to one place, and each step starting where the previous one ended. Playing
/// the first actions alone must give the same steps as playing them all. An action
/// that cannot run must be refused with an error of one short line.
enum PlayTarget {
  /// The most actions of a spec the fuzzer plays, so that each input runs quickly.
  static let maximumActions = 24

  static func run(_ bytes: [UInt8]) {
    guard let spec = try? Spec(json: bytes), SpecTarget.work(of: spec) == .small else { return }
    play(spec)
  }

  /// Plays `spec`'s actions and checks each step.
  static func play(_ spec: Spec) {
    guard !spec.actions.isEmpty, spec.actions.count <= maximumActions else { return }
    let playback: Playback
    do {
      playback = try Playback(spec)
    } catch {
      let message = error.description
      Invariants.require(
        message.utf8.count < 1_000 && !message.contains("\n"),
        "a playback error message of \(message.utf8.count) bytes")
      return
    }
    var output = DiscardingStream()
    output.write(PlaybackReport(playback).json)
    for (index, step) in playback.steps.enumerated() {
      check(step, at: index)
      if index > 0 {
        let previous = playback.steps[index - 1]
        Invariants.require(
          step.contentSizeBefore == previous.contentSize,
          "step \(index) starts at content size \(step.contentSizeBefore), "
            + "step \(index - 1) ended at \(previous.contentSize)")
      }
    }
    // Playing a prefix gives the same steps: no step depends on the actions after it.
    let prefix = spec.actions.count / 2
    guard prefix > 0 else { return }
    let shorter = try? Playback(spec, actionCount: prefix)
    Invariants.require(
      shorter?.steps == Array(playback.steps.prefix(prefix)),
      "playing the first \(prefix) actions alone gives other steps")
  }

  /// Checks one step of a playback.
  static func check(_ step: PlaybackStep, at index: Int) {
    for offset in [step.contentOffsetBefore, step.contentOffset] {
      Invariants.require(
        offset.x.isFinite && offset.y.isFinite, "step \(index) has the offset \(offset)")
    }
    for size in [step.contentSizeBefore, step.contentSize] {
      Invariants.require(
        LayoutLimits.lengthRange.contains(size.width)
          && LayoutLimits.lengthRange.contains(size.height),
        "step \(index) has the content size \(size)")
    }
    var seen = Set<ElementID>()
    for attributes in step.visible {
      Invariants.requireFinite(attributes)
      Invariants.require(
        seen.insert(attributes.id).inserted, "step \(index) shows \(attributes.id) twice")
    }
    for animation in step.animations {
      Invariants.requireFinite(animation.from)
      Invariants.requireFinite(animation.to)
    }
    let sections = step.sectionMap.compactMap { $0 }
    Invariants.require(
      Set(sections).count == sections.count, "step \(index) sends two sections to one place")
    let items = step.itemMap.joined().compactMap { $0 }
    Invariants.require(
      Set(items).count == items.count, "step \(index) sends two items to one place")
  }
}
