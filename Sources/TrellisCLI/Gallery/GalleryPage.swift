import Trellis
import TrellisSVG
import TrellisSpec

/// One scenario of the gallery drawn: its HTML page and the thumbnail for its card on
/// the index page.
///
/// The page is a ``FilmStripPage``: the scenario's film strip, one frame per stop
/// captioned with its offset and note, drawn small enough for every frame to fit side
/// by side in a window ``windowWidth`` pixels wide, and at most ``frameHeight`` pixels
/// tall, so that the strip shows whole under the introduction; under it, the whole content with
/// the viewport outlined at the spec's `contentOffset`, beside the spec's text. No label
/// is drawn smaller than ``minimumLabelFontSize`` pixels.
struct GalleryPage {
  /// The scenario drawn.
  var scenario: GalleryScenario
  /// The page as an HTML document.
  var html: String
  /// The SVG document of the viewport at the scenario's thumbnail offset, at most
  /// ``thumbnailSize`` pixels.
  var thumbnail: String
  /// The number of pictures on the page, the whole-content view included.
  var frameCount: Int

  /// Reads the scenario's spec and draws it.
  ///
  /// - Parameters:
  ///   - scale: The film strip's output pixels per point, or `nil` for the largest
  ///     scale, up to 1, at which the whole strip fits in ``windowWidth`` and
  ///     ``frameHeight``.
  ///   - specs: The directory of the gallery's specs as the command was given it, such
  ///     as `gallery/specs`, for the page's hints.
  /// - Throws: A ``SpecError`` when the spec is not valid, or a ``CommandFailure`` when
  ///   one of its actions cannot run, which are mistakes in the scenario.
  init(_ scenario: GalleryScenario, scale: Double?, specs: String) throws {
    let spec = try Spec(json: scenario.spec)
    var options = SVGRenderer.Options()
    options.minimumLabelFontSize = Self.minimumLabelFontSize
    let start = spec.viewport.contentOffset
    let pictures =
      scenario.animatedSteps.isEmpty
      ? scenario.stops.count + scenario.playedSteps.count
      : AnimationStrip.progresses.count * scenario.animatedSteps.count
    options.scale = scale ?? Self.stripScale(frameCount: pictures, viewport: spec.viewport.size)
    let renderer = SpecRenderer(spec: spec, options: options)
    let strip =
      if !scenario.playedSteps.isEmpty {
        try PlayedStrip(spec: spec, steps: scenario.playedSteps, name: scenario.name)
          .filmStrip(renderer: SVGRenderer(options: options))
      } else if scenario.animatedSteps.isEmpty {
        try Self.scrollingStrip(scenario, renderer: renderer)
      } else {
        try Self.animatedStrip(scenario, renderer: renderer)
      }

    var whole = renderer
    whole.options.showsWholeContent = true
    whole.options.scale = (scale ?? 1) * Self.wholeContentScale
    let overview = FilmStrip.Frame(
      caption: Self.caption(start, note: "the whole content"), svg: try whole.svg(at: start))

    var small = renderer
    let size = spec.viewport.size
    small.options.scale = min(
      Self.thumbnailSize.height / size.height, Self.thumbnailSize.width / size.width)

    self.scenario = scenario
    html =
      FilmStripPage(
        title: scenario.title,
        summary: scenario.summary + Self.specNote(for: scenario, specs: specs),
        strip: strip, spec: scenario.spec, overview: overview
      ).html
    thumbnail = try small.svg(at: scenario.thumbnailOffset ?? start)
    frameCount = strip.frames.count + 1
  }

  /// The film strip of a scenario's scroll positions.
  private static func scrollingStrip(_ scenario: GalleryScenario, renderer: SpecRenderer)
    throws(SpecError) -> FilmStrip
  {
    let start = renderer.spec.viewport.contentOffset
    let offsets = scenario.stops.map { stop in
      renderer.offset(stop.offset, across: stop.across ?? renderer.across(start))
    }
    var strip = try renderer.filmStrip(at: offsets)
    for index in strip.frames.indices {
      strip.frames[index].caption = caption(offsets[index], note: scenario.stops[index].note)
    }
    strip.legend = try renderer.legendOfAllElements()
    return strip
  }

  /// The film strips of a scenario's animated steps (an action's animation, or the
  /// slide at one point of a drag), one after the other, each frame captioned with its
  /// step, its progress and the step's note.
  private static func animatedStrip(_ scenario: GalleryScenario, renderer: SpecRenderer)
    throws(CommandFailure) -> FilmStrip
  {
    var strip = FilmStrip(frames: [])
    var drawn: [LayoutAttributes] = []
    let size = renderer.spec.viewport.size
    let svg = SVGRenderer(options: renderer.options)
    for step in scenario.animatedSteps {
      let frames: FilmStrip
      if let point = step.point {
        let slide = try SlideStrip(
          spec: renderer.spec, number: step.number, point: point, name: scenario.name)
        frames = slide.filmStrip(viewportSize: size, renderer: svg)
        drawn += slide.frame.elements.flatMap { [$0.from, $0.to] }
      } else {
        let animation = try AnimationStrip(
          spec: renderer.spec, number: step.number, name: scenario.name)
        frames = animation.filmStrip(viewportSize: size, renderer: svg)
        drawn += animation.step.animations.flatMap { [$0.from, $0.to] }
      }
      strip.frames += frames.frames.map { frame in
        FilmStrip.Frame(caption: frame.caption + ": " + step.note, svg: frame.svg)
      }
    }
    strip.legend = Legend(for: drawn, palette: renderer.options.palette)
    return strip
  }

  /// The width of the window a whole film strip fits in side by side, in pixels: a
  /// laptop's browser window.
  static let windowWidth = 1400.0

  /// The space a page takes around its film strip's pictures, in pixels: the body's
  /// margins and a scroll bar, each frame's padding and border, and the gaps between.
  static let pageMargin = 84.0
  static let framePadding = 18.0
  static let frameGap = 16.0

  /// The tallest a film strip's frame is drawn, in pixels: with the page's introduction
  /// above it, the strip shows whole in a laptop's window about 900 pixels tall.
  static let frameHeight = 480.0

  /// The smallest label on any picture of the gallery, in pixels: smaller text is not
  /// drawn.
  static let minimumLabelFontSize = 9.0

  /// The largest size of a thumbnail, in pixels: a card's picture box is 200 pixels
  /// tall and at least 240 wide.
  static let thumbnailSize = Size(width: 240, height: 200)

  /// The scale, at most 1, at which `frameCount` pictures of `viewport` fit side by
  /// side in a window ``windowWidth`` pixels wide, each at most ``frameHeight`` tall.
  static func stripScale(frameCount: Int, viewport: Size) -> Double {
    let count = Double(max(frameCount, 1))
    let room = windowWidth - pageMargin - (count - 1) * frameGap - count * framePadding
    guard viewport.width > 0, viewport.height > 0, room > 0 else { return 1 }
    let fit = min(room / count / viewport.width, frameHeight / viewport.height)
    return min(1, (fit * 100).rounded(.down) / 100)
  }

  /// The scale of the whole-content view: half a point per pixel, its labels keeping
  /// their size in pixels.
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
      + "\(file) prints its frames"
      + (scenario.animatedSteps.isEmpty && scenario.playedSteps.isEmpty
        ? "." : "; swift run trellis play \(file) prints what its actions do.")
  }
}
