import Trellis
import TrellisSVG
import TrellisSpec

/// The film strip of the slide at one point of a drag: the items that make room for the
/// dragged one, drawn at several moments of their slide to their new places, with
/// everything else in view where it is and the dragged item under the finger.
struct SlideStrip {
  /// What the point of the drag showed: every element in view, from and to.
  var frame: AnimationPlan
  /// The drag's step.
  var step: PlaybackStep
  /// The drag's number among the spec's actions, and the point's along its path, both
  /// counting from 1.
  var number: Int
  var point: Int

  /// Runs the first `number` actions of `spec`, the spec called `name` in messages, and
  /// keeps the slide at point `point` of the last one's path.
  ///
  /// - Throws: A ``CommandFailure`` when action `number` is not a drag with a `slide`
  ///   curve, when its path has no point `point`, or when an action cannot run.
  init(spec: Spec, number: Int, point: Int, name: String) throws(CommandFailure) {
    guard number >= 1, number <= spec.actions.count,
      case .move(let move) = spec.actions[number - 1], move.slide != nil
    else {
      throw CommandFailure("\(name): step \(number) is not a move with a slide curve")
    }
    guard point >= 1, point <= move.path.count else {
      throw CommandFailure(
        "\(name): the path of step \(number) has \(move.path.count) points, not \(point)")
    }
    let playback: Playback
    do {
      playback = try Playback(spec, actionCount: number)
    } catch {
      throw CommandFailure("\(name): \(error)")
    }
    step = playback.steps[number - 1]
    frame = step.dragFrames[point - 1]
    self.number = number
    self.point = point
  }

  /// The caption of the frame at `progress`: `step 1 · point 2 · 50%`.
  func caption(at progress: Double) -> String {
    "step \(number) · point \(point) · \(Int((progress * 100).rounded()))%"
  }

  /// The frames at ``AnimationStrip/progresses`` of the slide in a viewport of `size`
  /// at the content offset before the drag, drawn by `renderer`.
  func filmStrip(viewportSize size: Size, renderer: SVGRenderer) -> FilmStrip {
    AnimationStrip.filmStrip(renderer: renderer, caption: caption(at:)) { progress in
      (
        frame.attributes(at: progress), Rect(origin: step.contentOffsetBefore, size: size),
        step.contentSizeBefore
      )
    }
  }
}
