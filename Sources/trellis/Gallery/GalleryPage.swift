import Trellis
import TrellisSVG
import TrellisSpec

/// One scenario of the gallery drawn: its HTML page and the thumbnail for its card on
/// the index page.
///
/// The page is a ``FilmStripPage``: the scenario's film strip, one frame per stop
/// captioned with its offset and note, followed by a smaller picture of the whole content
/// with the viewport outlined at the spec's `contentOffset`, and then the spec's text. A
/// scenario that animates shows instead the frames of each of its animated steps, at 0,
/// 25, 50, 75 and 100%, captioned with the step, the progress and the step's note.
struct GalleryPage {
  /// The scenario drawn.
  var scenario: GalleryScenario
  /// The page as an HTML document.
  var html: String
  /// The SVG document of the viewport at the spec's `contentOffset`.
  var thumbnail: String
  /// The number of pictures on the page, the whole-content view included.
  var frameCount: Int

  /// Reads the scenario's spec and draws it at `scale` output pixels per point.
  ///
  /// - Throws: A ``SpecError`` when the spec is not valid, or a ``CommandFailure`` when
  ///   one of its actions cannot run, which are mistakes in the scenario.
  init(_ scenario: GalleryScenario, scale: Double) throws {
    let spec = try Spec(json: scenario.spec)
    var options = SVGRenderer.Options()
    options.scale = scale
    let renderer = SpecRenderer(spec: spec, options: options)
    let strip =
      scenario.animatedSteps.isEmpty
      ? try Self.scrollingStrip(scenario, renderer: renderer)
      : try Self.animatedStrip(scenario, renderer: renderer)

    self.scenario = scenario
    html =
      FilmStripPage(
        title: scenario.title, summary: scenario.summary + Self.specNote(for: scenario),
        strip: strip, spec: scenario.spec
      ).html
    thumbnail = try renderer.svg(at: spec.viewport.contentOffset)
    frameCount = strip.frames.count
  }

  /// The film strip of a scenario's scroll positions, followed by the whole content.
  private static func scrollingStrip(_ scenario: GalleryScenario, renderer: SpecRenderer)
    throws(SpecError) -> FilmStrip
  {
    let start = renderer.spec.viewport.contentOffset
    let scale = renderer.options.scale
    let offsets = scenario.stops.map { stop in
      renderer.offset(stop.offset, across: stop.across ?? renderer.across(start))
    }
    var strip = try renderer.filmStrip(at: offsets)
    for index in strip.frames.indices {
      strip.frames[index].caption = caption(offsets[index], note: scenario.stops[index].note)
    }

    var whole = renderer
    whole.options.showsWholeContent = true
    whole.options.scale = scale * wholeContentScale
    strip.frames.append(
      FilmStrip.Frame(
        caption: caption(start, note: "the whole content"), svg: try whole.svg(at: start)))
    strip.legend = try renderer.legendOfAllElements()
    return strip
  }

  /// The film strips of a scenario's animated steps, one after the other, each frame
  /// captioned with its step, its progress and the step's note.
  private static func animatedStrip(_ scenario: GalleryScenario, renderer: SpecRenderer)
    throws(CommandFailure) -> FilmStrip
  {
    var strip = FilmStrip(frames: [])
    var drawn: [LayoutAttributes] = []
    for step in scenario.animatedSteps {
      let animation = try AnimationStrip(
        spec: renderer.spec, number: step.number, name: scenario.name)
      let frames = animation.filmStrip(
        viewportSize: renderer.spec.viewport.size,
        renderer: SVGRenderer(options: renderer.options))
      strip.frames += frames.frames.map { frame in
        FilmStrip.Frame(caption: frame.caption + ": " + step.note, svg: frame.svg)
      }
      drawn += animation.step.animations.flatMap { [$0.from, $0.to] }
    }
    strip.legend = Legend(for: drawn, palette: renderer.options.palette)
    return strip
  }

  /// The scale of the whole-content view relative to the film strip's frames: the
  /// overview is drawn smaller, its labels keeping their size in pixels.
  static let wholeContentScale = 0.5

  /// A frame's caption: its offset and what it shows, as in
  /// `offset 0, 580: header 1 pushes header 0 up`.
  static func caption(_ offset: Point, note: String) -> String {
    FilmStrip.caption(for: offset) + ": " + note
  }

  /// The paragraph that says where the spec is and how to draw it again.
  static func specNote(for scenario: GalleryScenario) -> String {
    "\n\nThe spec below is specs/\(scenario.name).json next to this page; "
      + "trellis render specs/\(scenario.name).json --frames from:to:step draws it at "
      + "other offsets, and trellis layout specs/\(scenario.name).json prints its frames."
  }
}
