import Trellis

extension SVGRenderer {
  /// The SVG `transform` that draws an element's `LayoutAttributes/transform3D`, or
  /// `nil` when its two-dimensional part is the identity.
  ///
  /// UIKit applies a layer's transform around its anchor point, the center of the
  /// frame, so the matrix is wrapped in translations to and from the center:
  /// `translate(cx cy) matrix(a b c d e f) translate(-cx -cy)`, with `a` = `m11`,
  /// `b` = `m12`, `c` = `m21`, `d` = `m22`, `e` = `m41`, `f` = `m42`.
  ///
  /// That is the orthographic projection of the transform onto the x/y plane: a point
  /// `(x, y, 0)` of the element goes to `(x·m11 + y·m21 + m41, x·m12 + y·m22 + m42)`.
  /// The z row and column (`m13`, `m23`, `m31`...`m33`, `m43`) and the projective
  /// entries (`m14`, `m24`, `m34` for perspective, `m44`) are ignored here, so a rotation
  /// about the y axis would draw as a narrowing in x, without foreshortening; an element
  /// with perspective (``projectedCorners(of:)``) is drawn as its projected
  /// quadrilateral instead, and this answers `nil` for it.
  public static func transform(of element: LayoutAttributes) -> String? {
    if projectedCorners(of: element) != nil { return nil }
    let t = element.transform3D
    let isPlanarIdentity =
      t.m11 == 1 && t.m12 == 0 && t.m21 == 0 && t.m22 == 1 && t.m41 == 0 && t.m42 == 0
    if isPlanarIdentity { return nil }
    let center = element.center
    return "translate(" + CompactNumber.list(center.x, center.y) + ") matrix("
      + CompactNumber.list(t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) + ") translate("
      + CompactNumber.list(-center.x, -center.y) + ")"
  }

  /// The corners of an element whose transform has perspective (a nonzero `m14` or
  /// `m24`, as a cover flow's turned items have), projected as Core Animation draws them;
  /// `nil` for an element without perspective, or with a corner behind the eye.
  public static func projectedCorners(of element: LayoutAttributes) -> ProjectedQuadrilateral? {
    let t = element.transform3D
    guard t.m14 != 0 || t.m24 != 0 else { return nil }
    return t.projectedCorners(of: element.frame)
  }

  /// One element as a group: its tooltip, its rectangle and its label, and the box its
  /// label takes up in content coordinates, if it has one.
  ///
  /// `paintedLater` holds the frames drawn over the element; a decoration's label is
  /// placed where none of them hides it, inside `canvas`.
  func drawing(of element: LayoutAttributes, paintedLater: ArraySlice<Rect>, canvas: Rect)
    -> (markup: String, labelBox: Rect?)
  {
    let id = element.id
    let swatch = options.swatches[id] ?? options.palette.swatch(for: id)
    let labelText = options.labelTexts[id] ?? ElementLabel.text(for: id)

    var group = MarkupTag("g")
    group.set("class", Self.categoryName(of: id))
    if let kind = id.kind { group.set("data-kind", kind.name) }
    group.set("data-index", "\(id.indexPath.section).\(id.indexPath.item)")
    let alpha = element.alpha.isNaN ? 1 : min(max(element.alpha, 0), 1)
    if alpha < 1 { group.set("opacity", alpha) }
    if let transform = Self.transform(of: element) { group.set("transform", transform) }

    var content = ""
    if options.showsTooltips {
      content +=
        "<title>" + MarkupText.escaped(tooltip(for: element, label: labelText))
        + "</title>"
    }
    let corners = Self.projectedCorners(of: element)
    var rect: MarkupTag
    if let corners {
      rect = MarkupTag("polygon")
      let points = [corners.topLeft, corners.topRight, corners.bottomRight, corners.bottomLeft]
      rect.set("points", points.map { CompactNumber.list($0.x, $0.y) }.joined(separator: " "))
    } else {
      rect = MarkupTag("rect")
      Self.setFrame(element.frame, on: &rect)
      if element.cornerRadius > 0 {
        rect.set("rx", element.cornerRadius)
      } else if id.category == .cell {
        rect.set("rx", Self.cornerRadius(for: element.frame.size))
      }
    }
    rect.set("fill", swatch.fill)
    if options.showsOutlines {
      rect.set("stroke", swatch.stroke)
      rect.set("stroke-width", options.outlineWidth / options.pixelsPerPoint)
    }
    content += rect.selfClosing
    var labelBox: Rect?
    if options.showsLabels,
      let label = label(
        for: element, at: corners.map(Self.center(of:)), paintedLater: paintedLater,
        canvas: canvas)
    {
      content += label.markup
      labelBox = label.box
    }
    return (group.enclosing(content, name: "g"), labelBox)
  }

  /// The `text` element that names `element` and the box it takes up, or `nil` when
  /// the frame has no room for it or, for a decoration, when the elements painted over
  /// it hide every place for it.
  ///
  /// Cells and supplementary elements are labeled at their center, a supplementary
  /// element's reading upward in a frame taller than wide when that gives a larger font. Decorations usually lie
  /// under other elements, so their label goes to the center or the first corner that
  /// is on the canvas and that nothing in `paintedLater` covers.
  /// `projectedCenter` is where a projected element's label goes instead of its center.
  private func label(
    for element: LayoutAttributes, at projectedCenter: Point?, paintedLater: ArraySlice<Rect>,
    canvas: Rect
  ) -> (markup: String, box: Rect)? {
    guard
      let label = ElementLabel(
        for: element.id, in: element.frame.size, text: options.labelTexts[element.id],
        allowsRotation: element.category == .supplementary,
        maximumFontSize: options.labelFontSize / options.pixelsPerPoint,
        minimumFontSize: options.minimumLabelFontSize / options.pixelsPerPoint)
    else { return nil }
    var center = projectedCenter ?? element.center
    if element.category == .decoration {
      let frame = element.frame
      let cover = paintedLater.lazy.filter { $0.intersects(frame) }
      guard let placement = label.placement(in: frame, within: canvas, avoiding: cover) else {
        return nil
      }
      center = placement
    }
    var text = MarkupTag("text")
    text.set("x", center.x)
    // The baseline sits about a third of the font size below the center, which centers
    // the height of digits and capitals; a quarter turn about the center keeps it so.
    text.set("y", center.y + label.fontSize * Self.baselineShift)
    if label.isRotated {
      text.set("transform", "rotate(-90 " + CompactNumber.list(center.x, center.y) + ")")
    }
    text.set("font-size", label.fontSize)
    text.set("text-anchor", "middle")
    text.set("fill", options.palette.label)
    let markup = text.enclosing(MarkupText.escaped(label.text), name: "text")
    return (markup, label.box(centeredOn: center))
  }

  /// The tooltip: the label, the frame, the z-index, and the alpha when not opaque, as
  /// in `0.1: x 70, y 0, 50 x 50, zIndex 0`.
  private func tooltip(for element: LayoutAttributes, label: String) -> String {
    let frame = element.frame
    var text =
      label + ": x " + CompactNumber.text(frame.minX) + ", y " + CompactNumber.text(frame.minY)
      + ", " + CompactNumber.text(frame.width) + " x " + CompactNumber.text(frame.height)
      + ", zIndex \(element.zIndex)"
    if element.alpha != 1 { text += ", alpha " + CompactNumber.text(element.alpha) }
    return text
  }

  /// Where the diagonals of a projected quadrilateral cross: the image of the
  /// rectangle's center.
  static func center(of corners: ProjectedQuadrilateral) -> Point {
    let (a, b) = (corners.topLeft, corners.bottomRight)
    let (c, d) = (corners.topRight, corners.bottomLeft)
    let denominator = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x)
    guard denominator != 0 else { return corners.boundingRect.center }
    let t = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / denominator
    return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
  }

  /// How far below the center the baseline of a centered label lies, as a fraction of
  /// the font size.
  static let baselineShift = 0.35

  /// The corner radius of a cell: 3 points, less for cells under 12 points.
  static func cornerRadius(for size: Size) -> Double {
    max(0, min(3, size.width / 4, size.height / 4))
  }

  /// The category as the group's class: `cell`, `supplementary` or `decoration`.
  static func categoryName(of id: ElementID) -> String {
    switch id.category {
    case .cell: "cell"
    case .supplementary: "supplementary"
    case .decoration: "decoration"
    }
  }
}
