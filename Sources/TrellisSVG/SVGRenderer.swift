import Trellis

/// Draws a prepared layout as an SVG document: each element a colored, labeled
/// rectangle, as a collection view would show it.
///
/// ```swift
/// let layout = FlowLayout()
/// try layout.prepare(
///   for: Viewport(size: Size(width: 320, height: 480)),
///   dataSource: FlowContent(sections: [.init(itemCount: 12)]))
/// let svg = SVGRenderer().render(layout)
/// ```
///
/// ## What is drawn
///
/// By default the canvas is the viewport: the document's `viewBox` is the layout's
/// `Viewport/bounds` in content coordinates, which amounts to translating the content
/// by the negated content offset, so the picture is what the screen shows and elements
/// that reach past the bounds are cut off at its edges. With
/// ``Options/showsWholeContent`` the canvas holds all of the content, and the viewport
/// is a dashed outline over it.
///
/// Elements are painted in ascending `LayoutAttributes/zIndex`; elements with equal
/// z-indexes keep the order the layout reported them in. Pinned headers (z-index 1024)
/// therefore cover cells, and section backgrounds (z-index -1) lie under them.
///
/// ## How attributes map to SVG
///
/// - `LayoutAttributes/frame`: a `rect` at the frame, in points.
/// - `LayoutAttributes/cornerRadius`: the `rect`'s `rx`, when it is above 0.
/// - `LayoutAttributes/alpha`: the group's `opacity`, clamped to 0...1, written only
///   when it is below 1.
/// - `LayoutAttributes/isHidden`: the element is not drawn.
/// - `LayoutAttributes/transform3D`: see ``transform(of:)``.
///
/// Cells and supplementary elements are labeled at their center. A decoration's label
/// goes to its center or one of its corners, wherever the elements painted over it
/// leave room on the canvas, and is left out when there is no such place.
///
/// Output is deterministic: the same elements and options always give byte-identical
/// text, with numbers printed compactly (`120`, `164.444`), so documents can be compared
/// as golden files.
public struct SVGRenderer: Hashable, Sendable {
  /// What is drawn and how.
  public var options: Options

  /// Creates a renderer with the given options.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// The SVG document of a prepared layout at its current viewport.
  ///
  /// Draws the elements in the viewport's bounds, found with
  /// `CollectionLayout/elements(in:)`, or every element when
  /// ``Options/showsWholeContent`` is set.
  ///
  /// - Complexity: O(*k* log *k* + *d* · *k*) for *k* elements drawn of which *d* are
  ///   decorations, plus the layout's query.
  public func render<Layout: CollectionLayout>(_ layout: Layout) -> String {
    let bounds = layout.viewport.bounds
    let elements =
      options.showsWholeContent ? layout.allElements() : layout.elements(in: bounds)
    return render(elements, contentSize: layout.contentSize, viewport: bounds)
  }

  /// The SVG document of the given elements, for layouts reached through other
  /// means than `CollectionLayout`.
  ///
  /// - Parameters:
  ///   - elements: The elements to draw, in the order the layout reports them. When
  ///     the viewport alone is drawn, pass those that intersect `viewport`.
  ///   - contentSize: The size of the scrollable content.
  ///   - viewport: The viewport's bounds in content coordinates.
  /// - Complexity: O(*k* log *k* + *d* · *k*) for *k* elements of which *d* are
  ///   decorations, whose labels are placed clear of the elements drawn over them.
  public func render(_ elements: [LayoutAttributes], contentSize: Size, viewport: Rect)
    -> String
  {
    var document = ""
    render(elements, contentSize: contentSize, viewport: viewport, to: &document)
    return document
  }

  /// Writes the SVG document of the given elements to `output` as it draws them, one
  /// element after another, so that a document of millions of elements is never held
  /// whole: see ``render(_:contentSize:viewport:)``.
  ///
  /// - Complexity: As ``render(_:contentSize:viewport:)``; besides the elements it keeps
  ///   only their frames and their paint order.
  public func render<Output: TextOutputStream>(
    _ elements: [LayoutAttributes], contentSize: Size, viewport: Rect, to output: inout Output
  ) {
    let order = Self.paintOrderIndices(elements)
    let canvas = canvas(
      for: order.lazy.map { elements[$0] }, contentSize: contentSize, viewport: viewport)
    let palette = options.palette

    var root = MarkupTag("svg")
    root.set("xmlns", "http://www.w3.org/2000/svg")
    let pixels = Self.pixelSize(of: canvas.size, pixelsPerPoint: options.pixelsPerPoint)
    root.set("width", pixels.width)
    root.set("height", pixels.height)
    root.set("viewBox", CompactNumber.list(canvas.minX, canvas.minY, canvas.width, canvas.height))
    root.set("font-family", Self.fontFamily)
    output.write(root.opening + "\n")

    output.write(Self.rect(canvas, class: "canvas", fill: palette.canvas) + "\n")
    let content = Rect(origin: .zero, size: contentSize)
    output.write(Self.rect(content, class: "content", fill: palette.content) + "\n")
    let frames = order.map { elements[$0].frame }
    var labelBoxes: [Rect] = []
    for (position, index) in order.enumerated() {
      let drawing = drawing(
        of: elements[index], paintedLater: frames[(position + 1)...], canvas: canvas)
      output.write(drawing.markup + "\n")
      if let box = drawing.labelBox { labelBoxes.append(box) }
    }
    if options.showsWholeContent {
      output.write(viewportOutline(viewport, sparing: labelBoxes, canvas: canvas))
    }
    output.write("</svg>\n")
  }

  /// The dashed outline of the viewport, with gaps where it would cross a label, so
  /// that the labels it passes over stay readable.
  ///
  /// The gaps are a mask of the label boxes, grown by two pixels, whose id is derived
  /// from its content: identical outlines share it, different ones never collide.
  func viewportOutline(_ viewport: Rect, sparing labels: [Rect], canvas: Rect) -> String {
    let pixel = 1 / options.pixelsPerPoint
    let band = Self.viewportOutlineWidth * pixel / 2
    let outer = viewport.inset(by: EdgeInsets(all: -band))
    let inner = viewport.inset(by: EdgeInsets(all: band))
    let gaps = labels.map { $0.inset(by: EdgeInsets(all: -2 * pixel)) }.filter { box in
      box.intersects(outer) && !(inner.width > 0 && inner.height > 0 && inner.contains(box))
    }
    var markup = ""
    var outline = MarkupTag("rect")
    outline.set("class", "viewport")
    Self.setFrame(viewport, on: &outline)
    outline.set("fill", "none")
    outline.set("stroke", options.palette.viewport)
    outline.set("stroke-width", Self.viewportOutlineWidth * pixel)
    outline.set("stroke-dasharray", CompactNumber.list(6 * pixel, 4 * pixel))
    if !gaps.isEmpty {
      func shape(_ frame: Rect, _ fill: String) -> String {
        var tag = MarkupTag("rect")
        Self.setFrame(frame, on: &tag)
        tag.set("fill", fill)
        return tag.selfClosing
      }
      let shapes = shape(canvas, "#fff") + gaps.map { shape($0, "#000") }.joined()
      let id = "viewport-gaps-" + Self.digest(shapes)
      var mask = MarkupTag("mask")
      mask.set("id", id)
      mask.set("maskUnits", "userSpaceOnUse")
      Self.setFrame(canvas, on: &mask)
      markup += mask.enclosing(shapes, name: "mask") + "\n"
      outline.set("mask", "url(#" + id + ")")
    }
    return markup + outline.selfClosing + "\n"
  }

  /// A short, stable digest of `text`: 64-bit FNV-1a in hexadecimal.
  static func digest(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// The elements in painting order: ascending z-index, and for equal z-indexes the
  /// order given.
  ///
  /// - Complexity: O(*k* log *k*) for *k* elements.
  public static func paintOrder(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
    elements.indices.sorted { (elements[$0].zIndex, $0) < (elements[$1].zIndex, $1) }
      .map { elements[$0] }
  }

  /// The positions in `elements` of those that are not hidden, in painting order (see
  /// ``paintOrder(_:)``): an order of the elements that copies none of them.
  static func paintOrderIndices(_ elements: [LayoutAttributes]) -> [Int] {
    elements.indices.filter { !elements[$0].isHidden }
      .sorted { (elements[$0].zIndex, $0) < (elements[$1].zIndex, $1) }
  }

  /// The part of content space the document shows.
  ///
  /// The viewport's bounds; or, for the whole content, the smallest rectangle holding
  /// the content, the viewport and every element's frame, grown by the margin.
  func canvas(for elements: some Sequence<LayoutAttributes>, contentSize: Size, viewport: Rect)
    -> Rect
  {
    guard options.showsWholeContent else { return viewport }
    var minX = min(0, viewport.minX)
    var minY = min(0, viewport.minY)
    var maxX = max(contentSize.width, viewport.maxX)
    var maxY = max(contentSize.height, viewport.maxY)
    for element in elements {
      let frame = element.frame
      minX = min(minX, frame.minX)
      minY = min(minY, frame.minY)
      maxX = max(maxX, frame.maxX)
      maxY = max(maxY, frame.maxY)
    }
    let margin = options.margin
    return Rect(
      x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin,
      height: maxY - minY + 2 * margin)
  }

  /// The size in pixels of the document of the given elements, `width` and `height`
  /// of its root, without drawing it: what a rasterizer of the document allocates.
  public func pixelSize(of elements: [LayoutAttributes], contentSize: Size, viewport: Rect)
    -> Size
  {
    let shown = elements.lazy.filter { !$0.isHidden }
    let canvas = canvas(for: shown, contentSize: contentSize, viewport: viewport)
    return Self.pixelSize(of: canvas.size, pixelsPerPoint: options.pixelsPerPoint)
  }

  /// The size of the document in pixels: `canvas` at `pixelsPerPoint`, both sides
  /// shrunk by the same factor when the longer one would pass the largest number written
  /// (10^12), so that the drawing keeps its aspect ratio.
  static func pixelSize(of canvas: Size, pixelsPerPoint: Double) -> Size {
    let width = canvas.width * pixelsPerPoint
    let height = canvas.height * pixelsPerPoint
    let longer = max(width, height)
    guard longer > CompactNumber.limit else { return Size(width: width, height: height) }
    let factor = CompactNumber.limit / longer
    return Size(width: width * factor, height: height * factor)
  }

  /// The fonts labels are set in, the first available one winning.
  static let fontFamily =
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, 'DejaVu Sans', sans-serif"

  /// The width of the viewport's dashed outline, in pixels of the output; its dashes
  /// are 6 pixels long with gaps of 4.
  static let viewportOutlineWidth = 2.0

  /// A filled rectangle with a class, for the canvas and the content area.
  static func rect(_ frame: Rect, class name: String, fill: String) -> String {
    var tag = MarkupTag("rect")
    tag.set("class", name)
    setFrame(frame, on: &tag)
    tag.set("fill", fill)
    return tag.selfClosing
  }

  /// Sets `x`, `y`, `width` and `height` from a frame; a negative extent is drawn as
  /// zero, since SVG rejects it.
  static func setFrame(_ frame: Rect, on tag: inout MarkupTag) {
    tag.set("x", frame.minX)
    tag.set("y", frame.minY)
    tag.set("width", max(0, frame.width))
    tag.set("height", max(0, frame.height))
  }
}
