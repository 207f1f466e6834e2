import Trellis

/// A layout drawn at a series of scroll positions, one SVG document per position, to
/// show how it behaves while scrolling: headers that pin and are pushed off, a stretchy
/// header that grows, elements that appear.
///
/// ```swift
/// let strip = try FilmStrip(
///   layout, offsets: FilmStrip.offsets([0, 120, 240], along: .vertical))
/// let page = FilmStripPage(title: "Pinned headers", strip: strip)
/// ```
public struct FilmStrip: Hashable, Sendable {
  /// One picture of the strip.
  public struct Frame: Hashable, Sendable {
    /// The text under the picture, such as `offset 0, 120`.
    public var caption: String
    /// The SVG document.
    public var svg: String

    /// Creates a frame from a caption and an SVG document.
    public init(caption: String, svg: String) {
      self.caption = caption
      self.svg = svg
    }
  }

  /// The pictures, in order.
  public var frames: [Frame]
  /// The key to the colors of the kinds of elements the frames show.
  public var legend: Legend

  /// Creates a strip from frames rendered elsewhere.
  public init(frames: [Frame], legend: Legend = Legend(entries: [])) {
    self.frames = frames
    self.legend = legend
  }

  /// Renders `layout` at each content offset, scrolling it with
  /// `CollectionLayout.updateViewport(_:)`, and leaves it at the offset it had.
  ///
  /// A scroll never needs a new preparation, so the frames show exactly what scrolling
  /// the prepared layout shows. An offset that is not finite throws and ends the strip,
  /// with the layout back at its offset.
  ///
  /// - Complexity: the cost of rendering each frame.
  public init(
    _ layout: some CollectionLayout, offsets: [Point], renderer: SVGRenderer = SVGRenderer()
  ) throws(LayoutError) {
    let original = layout.viewport
    var frames: [Frame] = []
    var drawn: [LayoutAttributes] = []
    do {
      for offset in offsets {
        var viewport = original
        viewport.contentOffset = offset
        try layout.updateViewport(viewport)
        let bounds = layout.viewport.bounds
        let elements =
          renderer.options.showsWholeContent
          ? layout.allElements() : layout.elements(in: bounds)
        drawn += elements
        frames.append(
          Frame(
            caption: Self.caption(for: offset),
            svg: renderer.render(elements, contentSize: layout.contentSize, viewport: bounds)))
      }
    } catch {
      _ = try? layout.updateViewport(original)
      throw error
    }
    try layout.updateViewport(original)
    self.init(frames: frames, legend: Legend(for: drawn, palette: renderer.options.palette))
  }

  /// Content offsets at the given distances along a scroll axis, from `start`.
  ///
  /// ```swift
  /// FilmStrip.offsets([0, 120], along: .vertical)  // (0, 0), (0, 120)
  /// ```
  public static func offsets(
    _ distances: [Double], along direction: ScrollDirection, from start: Point = .zero
  ) -> [Point] {
    distances.map { distance in
      switch direction {
      case .vertical: Point(x: start.x, y: start.y + distance)
      case .horizontal: Point(x: start.x + distance, y: start.y)
      }
    }
  }

  /// The caption of a frame at `offset`: `offset x, y`, numbers printed compactly.
  public static func caption(for offset: Point) -> String {
    "offset " + CompactNumber.text(offset.x) + ", " + CompactNumber.text(offset.y)
  }
}
