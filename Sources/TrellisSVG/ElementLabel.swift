import Trellis

/// The text drawn on an element and the size it is drawn at.
///
/// Cells read `section.item` (`0.3`); section headers, footers and backgrounds read
/// their kind's name and section (`header 1`, `sectionBackground 2`); the collection
/// header and footer read their kind's name alone; custom kinds read their name and
/// index path (`shelf 0.2`), or where that does not fit their name alone (`corner`),
/// then the index path alone. A text given for the element replaces all of these
/// (`Mon`, `9:00` on a calendar's headers).
///
/// Where rotation is allowed (the renderer allows it for supplementary elements), a
/// label too small to read level in a frame taller than wide, such as the header of a
/// horizontal flow, is drawn reading upward when that makes it larger.
struct ElementLabel: Hashable {
  /// The label's text, unescaped.
  var text: String
  /// The font size in points.
  var fontSize: Double
  /// Whether the text is turned a quarter turn counterclockwise, to read upward.
  var isRotated = false

  /// The average advance of a character of a sans-serif face, as a fraction of the
  /// font size; digits of common faces measure 0.55 to 0.64.
  static let characterWidth = 0.62
  /// The room kept free between the text and the element's edges, in points.
  static let padding = 2.0

  /// The label for `element` drawn in a frame of `size`: the font shrinks from
  /// `maximumFontSize` until the text fits, and there is no label when that needs a
  /// font smaller than `minimumFontSize`.
  ///
  /// - Parameters:
  ///   - text: The text to draw instead of the element's own names, or `nil`.
  ///   - allowsRotation: Whether the text may read upward in a frame taller than wide.
  init?(
    for element: ElementID, in size: Size, text: String? = nil, allowsRotation: Bool = false,
    maximumFontSize: Double, minimumFontSize: Double
  ) {
    var texts = [text ?? Self.text(for: element)]
    if text == nil, case .custom(let name) = element.kind {
      texts.append(name)
      texts.append("\(element.indexPath.section).\(element.indexPath.item)")
    }
    let width = size.width - 2 * Self.padding
    let height = size.height - 2 * Self.padding
    guard width > 0, height > 0 else { return nil }
    for text in texts where !text.isEmpty {
      func fit(_ across: Double, _ along: Double) -> Double {
        Self.rounded(
          min(maximumFontSize, along, across / (Double(text.count) * Self.characterWidth)))
      }
      // Level text wins whenever it is large enough; only text too small to read
      // level turns, and only when that makes it larger.
      let flat = fit(width, height)
      let upright = allowsRotation && height > width ? fit(height, width) : 0
      let isRotated = flat < minimumFontSize && upright > flat
      let fontSize = isRotated ? upright : flat
      if fontSize >= minimumFontSize && fontSize > 0 {
        self.text = text
        self.fontSize = fontSize
        self.isRotated = isRotated
        return
      }
    }
    return nil
  }

  /// The text that names `element`.
  static func text(for element: ElementID) -> String {
    let indexPath = element.indexPath
    switch element {
    case .cell:
      return "\(indexPath.section).\(indexPath.item)"
    case .supplementary(let kind, _), .decoration(let kind, _):
      switch kind {
      case .collectionHeader, .collectionFooter:
        return kind.name
      case .sectionHeader, .sectionFooter, .sectionBackground:
        return "\(kind.name) \(indexPath.section)"
      case .custom(let name):
        return "\(name) \(indexPath.section).\(indexPath.item)"
      }
    }
  }

  /// Font sizes are rounded down to a tenth of a point, so that small differences in
  /// element sizes do not change the text of the document.
  private static func rounded(_ size: Double) -> Double {
    (size * 10).rounded(.down) / 10
  }
}

extension ElementLabel {
  /// The box the label's text takes up when centered on `center`, estimated from the
  /// character count; tall and narrow when the text reads upward.
  func box(centeredOn center: Point) -> Rect {
    let length = Double(text.count) * Self.characterWidth * fontSize
    let (width, height) = isRotated ? (fontSize, length) : (length, fontSize)
    return Rect(
      x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  /// Where the label's center goes in `frame`: the center of the frame when it lies
  /// within `visible` and nothing in `cover` hides it there, else the first such corner
  /// (bottom leading, bottom trailing, top leading, top trailing), or `nil` when there
  /// is none.
  ///
  /// Decorations lie under the cells they decorate, so their label is moved to where
  /// it can be read, or left out rather than peeking out between cells. The bottom
  /// corners come first, as a label goes under a shelf, away from the header above it.
  ///
  /// - Complexity: O(*m*) for *m* frames in `cover`.
  func placement(in frame: Rect, within visible: Rect, avoiding cover: some Collection<Rect>)
    -> Point?
  {
    let width = Double(text.count) * Self.characterWidth * fontSize
    let left = frame.minX + Self.padding + width / 2
    let right = frame.maxX - Self.padding - width / 2
    let top = frame.minY + Self.padding + fontSize / 2
    let bottom = frame.maxY - Self.padding - fontSize / 2
    let candidates = [
      frame.center, Point(x: left, y: bottom), Point(x: right, y: bottom),
      Point(x: left, y: top), Point(x: right, y: top),
    ]
    return candidates.first { candidate in
      let box = box(centeredOn: candidate)
      return visible.contains(box) && !cover.contains { $0.intersects(box) }
    }
  }
}
