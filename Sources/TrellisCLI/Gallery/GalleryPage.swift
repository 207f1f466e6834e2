import Trellis
import TrellisSVG
import TrellisSpec

/// One scenario of the gallery drawn: its HTML page and the thumbnail for its card on
/// the index page.
///
/// The page is a ``FilmStripPage``: the scenario's film strip, one frame per stop
/// captioned with its offset and note, followed by a smaller picture of the whole content
/// with the viewport outlined at the spec's `contentOffset`, and then the spec's text.
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
  /// - Throws: A ``SpecError`` when the spec is not valid, which is a mistake in the
  ///   scenario.
  ///
  /// - Parameter specs: The directory of the gallery's specs as the command was given
  ///   it, such as `gallery/specs`, for the page's hints.
  init(_ scenario: GalleryScenario, scale: Double, specs: String) throws(SpecError) {
    let spec = try Spec(json: scenario.spec)
    var options = SVGRenderer.Options()
    options.scale = scale
    let renderer = SpecRenderer(spec: spec, options: options)
    let start = spec.viewport.contentOffset

    let offsets = scenario.stops.map { stop in
      renderer.offset(stop.offset, across: stop.across ?? renderer.across(start))
    }
    var strip = try renderer.filmStrip(at: offsets)
    for index in strip.frames.indices {
      strip.frames[index].caption = Self.caption(offsets[index], note: scenario.stops[index].note)
    }

    var whole = renderer
    whole.options.showsWholeContent = true
    whole.options.scale = scale * Self.wholeContentScale
    strip.frames.append(
      FilmStrip.Frame(
        caption: Self.caption(start, note: "the whole content"),
        svg: try whole.svg(at: start)))
    strip.legend = try renderer.legendOfAllElements()

    self.scenario = scenario
    html =
      FilmStripPage(
        title: scenario.title,
        summary: scenario.summary + Self.specNote(for: scenario, specs: specs),
        strip: strip, spec: scenario.spec
      ).html
    thumbnail = try renderer.svg(at: start)
    frameCount = strip.frames.count
  }

  /// The scale of the whole-content view relative to the film strip's frames: the
  /// overview is drawn smaller, its labels keeping their size in pixels.
  static let wholeContentScale = 0.5

  /// A frame's caption: its offset and what it shows, as in
  /// `offset 0, 580: header 1 pushes header 0 up`.
  static func caption(_ offset: Point, note: String) -> String {
    FilmStrip.caption(for: offset) + ": " + note
  }

  /// The paragraph that says where the spec is and how to draw it again, with commands
  /// that work from the package's directory on any system.
  static func specNote(for scenario: GalleryScenario, specs: String) -> String {
    let file = "\(specs)/\(scenario.name).json"
    return "\n\nThe spec below is specs/\(scenario.name).json next to this page. From the "
      + "package's directory, swift run trellis render \(file) --frames from:to:step -o "
      + "\(scenario.name).html draws it at other offsets, and swift run trellis layout "
      + "\(file) prints its frames."
  }
}
