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
  /// the prepared layout shows. An offset that is not finite throws, with the layout back
  /// at its offset.
  ///
  /// - Complexity: the cost of rendering each frame.
  public init(
    _ layout: some CollectionLayout, offsets: [Point], renderer: SVGRenderer = SVGRenderer()
  ) throws(LayoutError) {
    var frames: [Frame] = []
    var kinds = LegendKinds()
    try Self.scroll(layout, to: offsets, wholeContent: renderer.options.showsWholeContent) {
      offset, elements in
      kinds.add(elements)
      frames.append(Self.frame(elements, of: layout, at: offset, renderer: renderer))
    }
    self.init(frames: frames, legend: Legend(for: kinds.shown, palette: renderer.options.palette))
  }

  /// The legend of the elements `layout` shows at each content offset, or of all its
  /// elements with `wholeContent`, found by scrolling it with
  /// `CollectionLayout.updateViewport(_:)`; the layout is left at the offset it had.
  ///
  /// An offset that is not finite throws, with the layout back at its offset. Offsets
  /// that give a legend are drawn by ``forEachFrame(of:offsets:renderer:_:)``.
  ///
  /// - Complexity: the cost of the queries, keeping one element of each kind.
  public static func legend(
    of layout: some CollectionLayout, offsets: [Point], palette: Palette,
    wholeContent: Bool = false
  ) throws(LayoutError) -> Legend {
    var kinds = LegendKinds()
    try scroll(layout, to: offsets, wholeContent: wholeContent) { _, elements in
      kinds.add(elements)
    }
    return Legend(for: kinds.shown, palette: palette)
  }

  /// Renders `layout` at each content offset, scrolling it with
  /// `CollectionLayout.updateViewport(_:)`, and hands each frame to `body` before
  /// drawing the next; the layout is left at the offset it had.
  ///
  /// A scroll never needs a new preparation, so the frames show exactly what scrolling
  /// the prepared layout shows. The offsets must be ones that
  /// ``legend(of:offsets:palette:wholeContent:)`` accepted: an offset the layout refuses
  /// ends the strip there.
  ///
  /// - Complexity: the cost of rendering each frame; one frame is held at a time.
  public static func forEachFrame(
    of layout: some CollectionLayout, offsets: [Point], renderer: SVGRenderer,
    _ body: (Frame) -> Void
  ) {
    _ = try? scroll(layout, to: offsets, wholeContent: renderer.options.showsWholeContent) {
      offset, elements in
      body(frame(elements, of: layout, at: offset, renderer: renderer))
    }
  }

  /// Scrolls `layout` to each of `offsets` and hands the elements it shows there (all
  /// its elements with `wholeContent`) to `body`; the layout is left at the offset it
  /// had, also when an offset is refused.
  private static func scroll(
    _ layout: some CollectionLayout, to offsets: [Point], wholeContent: Bool,
    _ body: (Point, [LayoutAttributes]) -> Void
  ) throws(LayoutError) {
    let original = layout.viewport
    do {
      for offset in offsets {
        var viewport = original
        viewport.contentOffset = offset
        try layout.updateViewport(viewport)
        let bounds = layout.viewport.bounds
        body(offset, wholeContent ? layout.allElements() : layout.elements(in: bounds))
      }
    } catch {
      _ = try? layout.updateViewport(original)
      throw error
    }
    try layout.updateViewport(original)
  }

  /// The frame of `elements`, which `layout` shows at `offset`.
  private static func frame(
    _ elements: [LayoutAttributes], of layout: some CollectionLayout, at offset: Point,
    renderer: SVGRenderer
  ) -> Frame {
    Frame(
      caption: caption(for: offset),
      svg: renderer.render(
        elements, contentSize: layout.contentSize, viewport: layout.viewport.bounds))
  }

  /// The first shown element of each kind, in the order they come: what a ``Legend``
  /// needs of all the elements of a strip.
  private struct LegendKinds {
    private var kinds: Set<String> = []
    private(set) var shown: [LayoutAttributes] = []

    mutating func add(_ elements: [LayoutAttributes]) {
      for element in elements where !element.isHidden {
        let id = element.id
        if kinds.insert("\(id.category) \(id.kind?.name ?? "")").inserted {
          shown.append(element)
        }
      }
    }
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
