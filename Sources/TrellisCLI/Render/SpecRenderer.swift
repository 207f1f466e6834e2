import Trellis
import TrellisSVG
import TrellisSpec

/// Draws the layout a spec describes with TrellisSVG: the viewport at one content
/// offset, or a film strip of several. `trellis render` and `trellis gallery` share it,
/// so both draw exactly what `trellis layout` prints.
///
/// ```swift
/// let drawing = SpecRenderer(spec: try Spec(json: text), options: SVGRenderer.Options())
/// let svg = try drawing.svg(at: Point(x: 0, y: 580))
/// ```
struct SpecRenderer {
  /// The spec, whose viewport gives the size, insets and scale of every picture.
  var spec: Spec
  /// What the pictures show and how they look.
  var options: SVGRenderer.Options

  /// Creates a renderer for a spec; a week calendar's headers get names for labels
  /// (see ``labelTexts(for:)``).
  init(spec: Spec, options: SVGRenderer.Options) {
    self.spec = spec
    self.options = options
    self.options.labelTexts.merge(Self.labelTexts(for: spec)) { given, _ in given }
  }

  /// The names of the days of a week calendar's day headers, from Monday.
  static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

  /// The labels that name a week calendar's elements as a calendar does: days by name
  /// from Monday (`Mon`, ..., `Sun`, then `Mon` again), hours by time (`9:00`), and no
  /// label on the corner and the all-day row's background; none for other layouts.
  static func labelTexts(for spec: Spec) -> [ElementID: String] {
    guard case .week(let week) = spec.layout else { return [:] }
    let configuration = week.configuration
    var texts: [ElementID: String] = [
      .supplementary(.corner, IndexPath(item: 0, section: 0)): "",
      .decoration(.allDayBackground, IndexPath(item: 0, section: 0)): "",
    ]
    for day in 0..<max(0, min(configuration.dayCount, 1_000)) {
      let id = ElementID.supplementary(.dayHeader, IndexPath(item: day, section: 0))
      texts[id] = dayNames[day % dayNames.count]
    }
    let hours = max(0, min(configuration.endHour - configuration.startHour, 24))
    for row in 0..<hours {
      let id = ElementID.supplementary(.hourHeader, IndexPath(item: row, section: 0))
      texts[id] = "\(configuration.startHour + row):00"
    }
    return texts
  }

  /// The axis the spec's layout scrolls along.
  var scrollDirection: ScrollDirection {
    switch spec.layout {
    case .flow(let flow): flow.configuration.scrollDirection
    case .waterfall(let waterfall): waterfall.configuration.scrollDirection
    case .carousel(let carousel): carousel.scrollDirection
    // A week scrolls both ways; its film strips run down through the day.
    case .week: .vertical
    }
  }

  /// Content offsets at `distances` along the scroll axis, keeping the coordinate of
  /// `start` across it: `(start.x, d)` for a vertical layout, `(d, start.y)` for a
  /// horizontal one.
  func offsets(_ distances: [Double], crossingAt start: Point) -> [Point] {
    switch scrollDirection {
    case .vertical: FilmStrip.offsets(distances, along: .vertical, from: Point(x: start.x, y: 0))
    case .horizontal:
      FilmStrip.offsets(distances, along: .horizontal, from: Point(x: 0, y: start.y))
    }
  }

  /// The content offset `distance` along the scroll axis and `across` it.
  func offset(_ distance: Double, across: Double) -> Point {
    switch scrollDirection {
    case .vertical: Point(x: across, y: distance)
    case .horizontal: Point(x: distance, y: across)
    }
  }

  /// The coordinate of `offset` across the scroll axis: x for a vertical layout, y for
  /// a horizontal one.
  func across(_ offset: Point) -> Double {
    scrollDirection == .vertical ? offset.x : offset.y
  }

  /// The SVG document of the layout prepared at content offset `offset`: what the
  /// viewport shows there, or the whole content with the viewport outlined when
  /// ``options`` say so.
  ///
  /// - Throws: A ``SpecError`` when the layout rejects the spec.
  func svg(at offset: Point) throws(SpecError) -> String {
    var spec = spec
    spec.viewport.contentOffset = offset
    let layout = try spec.makeLayout()
    return Self.svg(of: layout, renderer: SVGRenderer(options: options))
  }

  /// The SVG document of a prepared layout at its viewport.
  static func svg(of layout: BuiltInLayout, renderer: SVGRenderer) -> String {
    let bounds = layout.viewport.bounds
    let elements =
      renderer.options.showsWholeContent ? layout.allElements() : layout.elements(in: bounds)
    return renderer.render(elements, contentSize: layout.contentSize, viewport: bounds)
  }

  /// The layout drawn at each of `offsets`, prepared once and then scrolled from one
  /// offset to the next as a collection view scrolls it, so that the frames show what
  /// scrolling shows.
  ///
  /// - Throws: A ``SpecError`` when the layout rejects the spec or an offset.
  func filmStrip(at offsets: [Point]) throws(SpecError) -> FilmStrip {
    let layout = try spec.makeLayout()
    let renderer = SVGRenderer(options: options)
    do {
      // Only the offset changes, which never needs a new preparation.
      return try FilmStrip(layout.base, offsets: offsets, renderer: renderer)
    } catch {
      let path = SpecPath.root.appending("viewport").appending("contentOffset")
      throw SpecError(path: path, problem: .layout(error))
    }
  }

  /// The key to the colors of every element of the layout, for pictures that show
  /// several offsets and the whole content.
  ///
  /// - Throws: A ``SpecError`` when the layout rejects the spec.
  func legendOfAllElements() throws(SpecError) -> Legend {
    Legend(for: try spec.makeLayout().allElements(), palette: options.palette)
  }
}
