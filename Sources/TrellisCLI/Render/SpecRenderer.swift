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

  /// Creates a renderer for a spec; the labels its kind gives its elements, such as the
  /// names of days and hours of a calendar, are added to the options' own.
  init(spec: Spec, options: SVGRenderer.Options) {
    self.spec = spec
    self.options = options
    self.options.labelTexts.merge(spec.layout.visit(LabelTexts())) { given, _ in given }
  }

  /// The axis the spec's layout scrolls along.
  var scrollDirection: ScrollDirection { spec.layout.visit(ScrollAxis()) }

  /// The labels of a spec's kind of layout.
  private struct LabelTexts: SpecLayoutVisitor {
    func visit<Kind: SpecLayout>(_ spec: Kind) -> [ElementID: String] { spec.labelTexts() }
  }

  /// The scroll direction of a spec's kind of layout.
  private struct ScrollAxis: SpecLayoutVisitor {
    func visit<Kind: SpecLayout>(_ spec: Kind) -> ScrollDirection { spec.scrollDirection }
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
    var document = ""
    try picture(at: offset).write(to: &document)
    return document
  }

  /// The picture of the layout prepared at content offset `offset`, drawn when it is
  /// written: see ``svg(at:)``.
  ///
  /// - Throws: A ``SpecError`` when the layout rejects the spec, or when the picture
  ///   would show more than ``Spec/maximumShownElementCount`` elements: the error names
  ///   the viewport, or the whole spec for a picture of the whole content.
  func picture(at offset: Point) throws(SpecError) -> Picture {
    var spec = spec
    spec.viewport.contentOffset = offset
    let layout = try spec.makeLayout()
    let bounds = layout.viewport.bounds
    try checkShownElements(of: layout, at: [bounds])
    return Picture(
      renderer: SVGRenderer(options: options),
      elements: options.showsWholeContent ? layout.allElements() : layout.elements(in: bounds),
      contentSize: layout.contentSize, viewport: bounds)
  }

  /// Throws when the pictures of `layout` with its viewport at each of `bounds`, shown
  /// together on one page, would show more than ``Spec/maximumShownElementCount``
  /// elements: the elements of the whole content in each picture when ``options`` say
  /// to draw it (the error names the spec), otherwise those in each of `bounds` (it names
  /// the viewport).
  private func checkShownElements(of layout: PreparedLayout, at bounds: [Rect])
    throws(SpecError)
  {
    let limit = Spec.maximumShownElementCount
    var count = 0
    if options.showsWholeContent {
      count =
        layout.elementCount(in: nil).multipliedReportingOverflow(by: bounds.count).partialValue
    } else {
      for rect in bounds where count <= limit { count += layout.elementCount(in: rect) }
    }
    let path = options.showsWholeContent ? SpecPath.root : .root.appending("viewport")
    try Spec.checkShownElementCount(count, at: path)
  }

  /// The elements of one picture and how they are drawn.
  struct Picture {
    let renderer: SVGRenderer
    let elements: [LayoutAttributes]
    let contentSize: Size
    let viewport: Rect

    /// The size of the picture in pixels.
    var pixelSize: Size {
      renderer.pixelSize(of: elements, contentSize: contentSize, viewport: viewport)
    }

    /// Writes the SVG document to `output` as it draws the elements.
    func write(to output: inout some TextOutputStream) {
      renderer.render(elements, contentSize: contentSize, viewport: viewport, to: &output)
    }
  }

  /// The SVG document of a prepared layout at its viewport.
  static func svg(of layout: PreparedLayout, renderer: SVGRenderer) -> String {
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

  /// The layout to draw at each of `offsets`, as ``filmStrip(at:)`` draws it, checked
  /// at every offset and with the legend of what the frames show, to be drawn one frame
  /// at a time.
  ///
  /// - Throws: A ``SpecError`` when the layout rejects the spec or an offset.
  func frames(at offsets: [Point]) throws(SpecError) -> Frames {
    let layout = try spec.makeLayout()
    let size = layout.viewport.size
    try checkShownElements(of: layout, at: offsets.map { Rect(origin: $0, size: size) })
    do {
      let legend = try FilmStrip.legend(
        of: layout.base, offsets: offsets, palette: options.palette,
        wholeContent: options.showsWholeContent)
      return Frames(
        layout: layout, offsets: offsets, renderer: SVGRenderer(options: options),
        legend: legend)
    } catch {
      let path = SpecPath.root.appending("viewport").appending("contentOffset")
      throw SpecError(path: path, problem: .layout(error))
    }
  }

  /// The frames of a film strip, drawn one at a time.
  struct Frames {
    let layout: PreparedLayout
    let offsets: [Point]
    let renderer: SVGRenderer
    /// The key to the colors of the elements the frames show.
    let legend: Legend

    /// Draws the frames in order, handing each to `body` before drawing the next.
    func forEach(_ body: (FilmStrip.Frame) -> Void) {
      FilmStrip.forEachFrame(of: layout.base, offsets: offsets, renderer: renderer, body)
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
