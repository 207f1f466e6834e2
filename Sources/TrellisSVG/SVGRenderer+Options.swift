import Trellis

extension SVGRenderer {
  /// What a rendering shows and how it looks.
  ///
  /// ```swift
  /// var options = SVGRenderer.Options()
  /// options.showsWholeContent = true
  /// options.scale = 2
  /// let svg = SVGRenderer(options: options).render(layout)
  /// ```
  public struct Options: Hashable, Sendable {
    /// Whether to draw all of the content with the viewport outlined over it, rather
    /// than only what the viewport shows.
    ///
    /// When `true`, the canvas holds the content, the viewport and every element, with
    /// ``margin`` around them, and the viewport is a dashed outline. When `false`, the
    /// canvas is the viewport's bounds and elements that reach past them are cut off.
    public var showsWholeContent = false
    /// The output's pixels per point: the document's `width` and `height` are the
    /// canvas size times this factor. Coordinates inside stay in points. A scale that is
    /// not finite and positive counts as 1.
    public var scale = 1.0
    /// The space around the content when ``showsWholeContent`` is `true`, in points.
    public var margin = 12.0
    /// Whether each element gets an outline in its swatch's stroke color.
    public var showsOutlines = true
    /// The width of element outlines, in pixels of the output, so that outlines look
    /// the same at any ``scale``.
    public var outlineWidth = 1.0
    /// Whether elements are labeled (`0.3`, `header 1`).
    public var showsLabels = true
    /// The font size of labels on elements with room for it, in pixels of the output.
    ///
    /// Label sizes are measured in output pixels rather than points so that labels stay
    /// readable at any ``scale``: at a scale of 0.5 a 12-pixel label is 24 points tall,
    /// on elements that have room for it.
    public var labelFontSize = 12.0
    /// The smallest font size a label shrinks to, in pixels of the output; elements too
    /// small for it get no label.
    public var minimumLabelFontSize = 6.0
    /// Texts that replace the labels of particular elements, such as `Mon` for the
    /// first day header of a calendar or `9:00` for an hour header; the other
    /// elements keep their own labels.
    public var labelTexts: [ElementID: String] = [:]
    /// Whether each element carries a `<title>` with its frame and z-index, which
    /// browsers show as a tooltip.
    public var showsTooltips = true
    /// The colors.
    public var palette = Palette.standard
    /// Swatches that replace the palette's for particular elements, such as the red of a
    /// destructive swipe action's button.
    public var swatches: [ElementID: Swatch] = [:]

    /// Creates options that draw the viewport at one pixel per point, with outlines,
    /// labels and tooltips.
    public init() {}

    /// ``scale``, or 1 when it is not finite and positive.
    var pixelsPerPoint: Double {
      scale.isFinite && scale > 0 ? scale : 1
    }
  }
}
