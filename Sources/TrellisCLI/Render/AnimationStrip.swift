import Trellis
import TrellisSVG
import TrellisSpec

/// The film strip of one step of a spec's script: the animation of an update or a
/// snapshot drawn at several moments, as `trellis render --animate` and the gallery
/// show it.
///
/// Each frame draws every animated element at its attributes at that moment, in the
/// viewport at the content offset of that moment, which moves from the offset before
/// the action to the offset after it.
struct AnimationStrip {
  /// The moments drawn, from 0 (before the action) to 1 (after it).
  static let progresses = [0, 0.25, 0.5, 0.75, 1.0]

  /// The step of the action.
  var step: PlaybackStep
  /// The action's number, counting from 1.
  var number: Int

  /// Runs the first `number` actions of `spec`, the spec called `name` in messages, and
  /// keeps the last one's step.
  ///
  /// - Throws: A ``CommandFailure`` when the spec has no action `number`, when the action
  ///   is a scroll or a release, which do not animate, or when an action cannot run.
  init(spec: Spec, number: Int, name: String) throws(CommandFailure) {
    guard number >= 1, number <= spec.actions.count else {
      let actions = spec.actions.count == 1 ? "1 action" : "\(spec.actions.count) actions"
      throw CommandFailure(
        "--animate: there is no step \(number); \(name) has \(actions), counted from 1")
    }
    switch spec.actions[number - 1] {
    case .scroll, .release, .measure, .scrollTo, .scrollSection:
      throw CommandFailure(
        "--animate: step \(number) is a \(spec.actions[number - 1].name), which does not "
          + "animate; choose an update, a snapshot, a move, a transition, an expand, a "
          + "collapse or a swipe")
    case .update, .snapshot, .move, .transition, .expand, .collapse, .swipe: break
    }
    let playback: Playback
    do {
      playback = try Playback(spec, actionCount: number)
    } catch {
      throw CommandFailure("\(name): \(error)")
    }
    self.step = playback.steps[number - 1]
    self.number = number
  }

  /// The caption of the frame at `progress`: `step 2 · 50%`.
  func caption(at progress: Double) -> String {
    "step \(number) · \(Int((progress * 100).rounded()))%"
  }

  /// The frames at ``progresses`` in a viewport of `size`, drawn by `renderer`, with the
  /// legend of what they show.
  func filmStrip(viewportSize size: Size, renderer: SVGRenderer) -> FilmStrip {
    // A swipe's buttons show their titles and colors.
    let renderer = SVGRenderer(options: renderer.options.showing(step.swipeActions))
    return Self.filmStrip(renderer: renderer, caption: caption(at:)) { progress in
      (
        step.attributes(at: progress),
        Rect(origin: step.contentOffset(at: progress), size: size),
        step.contentSize(at: progress)
      )
    }
  }

  /// The frames at ``progresses``, each drawing by `renderer` the elements, the bounds
  /// and the content size that `moment` gives for its progress, captioned by `caption`,
  /// with the legend of what they show.
  static func filmStrip(
    renderer: SVGRenderer, caption: (Double) -> String,
    moment: (Double) -> (elements: [LayoutAttributes], bounds: Rect, contentSize: Size)
  ) -> FilmStrip {
    var frames: [FilmStrip.Frame] = []
    var drawn: [LayoutAttributes] = []
    for progress in progresses {
      let (elements, bounds, contentSize) = moment(progress)
      drawn += elements
      let svg = renderer.render(elements, contentSize: contentSize, viewport: bounds)
      frames.append(FilmStrip.Frame(caption: caption(progress), svg: svg))
    }
    return FilmStrip(frames: frames, legend: Legend(for: drawn, palette: renderer.options.palette))
  }

  /// Where the inserted and deleted elements of `action` come from and go.
  private static func insertsAndDeletes(of action: SpecAction) -> String {
    switch action {
    case .expand, .collapse:
      "Inserted rows come out from under their parent, behind it, and deleted ones go "
        + "back behind it."
    default:
      "Inserted elements start from the layout's appearing attributes and deleted ones "
        + "end at its disappearing attributes."
    }
  }

  /// What the frames show, for the page's introduction.
  var summary: String {
    let counts = Dictionary(grouping: step.animations, by: \.change).mapValues(\.count)
    let changes: [(ElementChange, String)] = [
      (.insert, "inserted"), (.delete, "deleted"), (.move, "moved"), (.reload, "reloaded"),
      (.none, "kept"),
    ]
    let parts = changes.compactMap { change, word in
      counts[change].map { "\($0) \(word)" }
    }
    let elements = step.animations.count == 1 ? "1 element" : "\(step.animations.count) elements"
    let from = step.contentOffsetBefore
    let to = step.contentOffset
    let counted: String = parts.joined(separator: ", ")
    let motion: String = Self.insertsAndDeletes(of: step.action)
    return "The \(step.action.name) of step \(number) (actions[\(number - 1)]) at progress 0, "
      + "25, 50, 75 and 100%: \(elements) visible before or after it (\(counted)). \(motion)"
      + " The others move from where they were to where they go. The content offset goes from "
      + FilmStrip.caption(for: from).dropFirst("offset ".count) + " to "
      + FilmStrip.caption(for: to).dropFirst("offset ".count) + "."
  }
}
