import Trellis
import TrellisSVG
import TrellisSpec

/// A film strip of the screen after some of a spec's actions: for actions that move the
/// content without animating, such as the measurements of self-sizing items.
struct PlayedStrip {
  /// The steps shown, with their numbers counted from 1 and their notes.
  var steps: [(number: Int, step: PlaybackStep, note: String)]
  var viewportSize: Size

  /// Plays `spec` up to the last of `steps`.
  ///
  /// - Throws: A ``CommandFailure`` naming the scenario when an action cannot run.
  init(spec: Spec, steps chosen: [GalleryScenario.AnimatedStep], name: String)
    throws(CommandFailure)
  {
    let playback: Playback
    do {
      playback = try Playback(spec, actionCount: chosen.map(\.number).max() ?? 0)
    } catch {
      throw CommandFailure("\(name): \(error)")
    }
    steps = chosen.map { ($0.number, playback.steps[$0.number - 1], $0.note) }
    viewportSize = spec.viewport.size
  }

  /// One frame per step: the visible elements after it, captioned with the step, its
  /// offset, its note and, for a measurement, where its anchor is on screen.
  func filmStrip(renderer: SVGRenderer) -> FilmStrip {
    var frames: [FilmStrip.Frame] = []
    var drawn: [LayoutAttributes] = []
    for (number, step, note) in steps {
      drawn += step.visible
      let svg = renderer.render(
        step.visible, contentSize: step.contentSize,
        viewport: Rect(origin: step.contentOffset, size: viewportSize))
      frames.append(FilmStrip.Frame(caption: Self.caption(number, step, note: note), svg: svg))
    }
    return FilmStrip(frames: frames, legend: Legend(for: drawn, palette: renderer.options.palette))
  }

  /// `step 3 · offset 0, 1388: measured; anchor 0.22 keeps its top at y 106`.
  static func caption(_ number: Int, _ step: PlaybackStep, note: String) -> String {
    var caption = "step \(number) · " + FilmStrip.caption(for: step.contentOffset) + ": " + note
    guard case .measure = step.action, let anchor = step.anchor else { return caption }
    let keepsBottom =
      anchor.frame.maxY == anchor.frameBefore.maxY && anchor.frame.minY != anchor.frameBefore.minY
    let y = keepsBottom ? anchor.frame.maxY : anchor.frame.minY
    let number = y == y.rounded() && abs(y) < 1e15 ? "\(Int(y))" : "\(y)"
    caption +=
      "; anchor \(anchor.item.section).\(anchor.item.item) keeps its "
      + (keepsBottom ? "bottom" : "top") + " at y \(number)"
    return caption
  }
}
