/// Insets seen along a scroll axis: before and after the content along it, and at the
/// start and end across it.
struct AxisInsets: Hashable, Sendable {
  var mainBefore: Double
  var mainAfter: Double
  var crossStart: Double
  var crossEnd: Double

  init(_ insets: EdgeInsets, along direction: ScrollDirection) {
    switch direction {
    case .vertical:
      (mainBefore, mainAfter, crossStart, crossEnd) =
        (insets.top, insets.bottom, insets.left, insets.right)
    case .horizontal:
      (mainBefore, mainAfter, crossStart, crossEnd) =
        (insets.left, insets.right, insets.top, insets.bottom)
    }
  }
}

extension ScrollDirection {
  /// The extent of `size` along the scroll axis.
  func mainExtent(of size: Size) -> Double {
    self == .vertical ? size.height : size.width
  }

  /// The extent of `size` across the scroll axis.
  func crossExtent(of size: Size) -> Double {
    self == .vertical ? size.width : size.height
  }

  /// The size with the given extents along and across the scroll axis.
  func size(main: Double, cross: Double) -> Size {
    self == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }
}

/// Turns positions computed along and across the scroll axis into content frames:
/// swaps the axes for horizontal scrolling, mirrors x for right-to-left layouts and
/// rounds origins to the screen scale; and turns a content rect back into ranges
/// along the two axes for queries.
struct AxisMapping: Hashable, Sendable {
  var direction: ScrollDirection
  var layoutDirection: LayoutDirection
  /// The content width that right-to-left layouts mirror within.
  var contentWidth: Double
  var scale: Double

  /// The frame of an element placed at `main`/`cross` with the given extents: axes
  /// swapped for horizontal scrolling, the origin rounded to the screen scale, then
  /// mirrored within the content width for right-to-left layouts.
  @inline(__always)
  func frame(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
    var x: Double
    let y: Double
    let width: Double
    let height: Double
    switch direction {
    case .vertical: (x, y, width, height) = (cross, main, crossLength, mainLength)
    case .horizontal: (x, y, width, height) = (main, cross, mainLength, crossLength)
    }
    x = round(x)
    // Mirroring the rounded frame, as UIKit flips a finished layout, keeps right-to-left
    // frames the exact mirror image of left-to-right ones, ties included.
    if layoutDirection == .rightToLeft { x = contentWidth - x - width }
    return Rect(x: x, y: round(y), width: width, height: height)
  }

  /// Rounds a coordinate to the screen scale, halves away from zero as C's `round`.
  @inline(__always)
  func round(_ value: Double) -> Double {
    value.rounded(toScale: scale)
  }

  /// The ranges along and across the scroll axis that hold every element whose
  /// rounded frame can intersect `rect`: the rect unmirrored, unswapped and widened
  /// by one pixel on each side to cover rounding.
  func searchRanges(for rect: Rect) -> (main: Range<Double>, cross: Range<Double>) {
    axisRanges(of: rect, margin: 1 / scale)
  }

  /// The extent of `rect` along and across the scroll axis, in the layout's own
  /// coordinates (unmirrored for right-to-left), widened by `margin` on each side.
  /// A rect with a NaN or negative extent gives empty ranges.
  func axisRanges(of rect: Rect, margin: Double) -> (main: Range<Double>, cross: Range<Double>) {
    var minX = rect.minX
    if layoutDirection == .rightToLeft { minX = contentWidth - rect.maxX }
    let xRange = Self.range(from: minX - margin, to: minX + rect.width + margin)
    let yRange = Self.range(from: rect.minY - margin, to: rect.maxY + margin)
    return direction == .vertical ? (yRange, xRange) : (xRange, yRange)
  }

  private static func range(from lower: Double, to upper: Double) -> Range<Double> {
    lower <= upper ? lower..<upper : 0..<0
  }
}

extension Double {
  /// The value rounded to the nearest pixel of `scale` pixels per point, halves away
  /// from zero as C's `round`.
  ///
  /// A value so large that it is a whole number of pixels already comes back as it
  /// is, so rounding never turns a finite coordinate into an infinite one.
  @inline(__always)
  func rounded(toScale scale: Double) -> Double {
    let pixels = self * scale
    guard pixels.magnitude < Self.wholePixels else { return self }
    return pixels.rounded(.toNearestOrAwayFromZero) / scale
  }

  /// The value rounded down to a whole number of pixels of `scale` pixels per point,
  /// or the value itself when it is too large for a pixel to matter.
  @inline(__always)
  func floored(toScale scale: Double) -> Double {
    let pixels = self * scale
    guard pixels.magnitude < Self.wholePixels else { return self }
    return pixels.rounded(.down) / scale
  }

  /// 2^52: from here on every `Double` is a whole number.
  private static let wholePixels = 0x1p52
}
