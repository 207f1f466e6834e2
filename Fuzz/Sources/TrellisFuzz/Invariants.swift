import Trellis
import TrellisConformance

/// What must hold for every layout the fuzzer prepares, checked against a brute-force
/// reading of all its elements. A violation is a finding: it stops the fuzzer.
enum Invariants {
  /// Stops the fuzzer with `message` unless `condition` holds.
  static func require(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #file, line: UInt = #line
  ) {
    if !condition() { fatalError("invariant violated: \(message())", file: file, line: line) }
  }

  /// The state a caller can see: the content size and every element.
  struct Snapshot: Equatable {
    var contentSize: Size
    var elements: [LayoutAttributes]
    var viewport: Viewport

    init(_ layout: some CollectionLayout) {
      contentSize = layout.contentSize
      elements = layout.allElements()
      viewport = layout.viewport
    }
  }

  /// Checks that two snapshots agree, naming the first difference if not.
  static func requireSame(_ a: Snapshot, _ b: Snapshot, _ message: String) {
    guard a != b else { return }
    var difference = "content sizes \(a.contentSize) and \(b.contentSize)"
    if a.contentSize == b.contentSize {
      difference = "\(a.elements.count) and \(b.elements.count) elements"
      if let index = a.elements.indices.first(where: {
        $0 < b.elements.count && a.elements[$0] != b.elements[$0]
      }) {
        difference = "\(a.elements[index]) and \(b.elements[index])"
      }
    }
    require(false, "\(message): \(difference)")
  }

  /// Checks that `layout` kept `before` after refusing an input with `error`.
  static func requireUnchanged(
    _ layout: some CollectionLayout, since before: Snapshot, after error: some Error
  ) {
    requireSame(Snapshot(layout), before, "the layout changed although it threw \(error)")
  }

  /// Checks a prepared layout: finite frames within the coordinate range, a content
  /// size within the limits, and conformance (queries, look-ups and hit testing that
  /// agree with a brute-force filter); `reader` chooses extra rects and points.
  static func check(_ layout: some CollectionLayout, _ reader: inout ByteReader) {
    let size = layout.contentSize
    require(
      LayoutLimits.lengthRange.contains(size.width)
        && LayoutLimits.lengthRange.contains(size.height),
      "content size \(size) is outside the valid range")
    for attributes in layout.allElements() { requireFinite(attributes) }
    // The conformance kit compares queries, look-ups and hit testing with a brute-force
    // reading of all elements, for rects of its own and these.
    var rects = [Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2)]
    for _ in 0..<3 {
      let x = reader.int(below: 1_001) * max(1, Int(min(size.width, 1e6))) / 1_000
      let y = reader.int(below: 1_001) * max(1, Int(min(size.height, 1e6))) / 1_000
      rects.append(
        Rect(
          x: Double(x), y: Double(y), width: Double(reader.int(below: 800)),
          height: Double(reader.int(below: 800))))
    }
    let conformance = LayoutConformance(
      seed: UInt64(reader.int(below: 1 << 16)), randomRectCount: 4, elementProbeCount: 4,
      randomPointCount: 8, additionalRects: rects)
    let violations = conformance.violations(of: layout)
    require(violations.isEmpty, "\(violations.prefix(3))")
    // Hostile rects must not trap; what they report is not checked.
    for rect in [
      Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 1),
      Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
      Rect(x: 0, y: 0, width: -5, height: 10), Rect(x: 1e300, y: -1e300, width: 1e300, height: 1),
      Rect(
        x: reader.rawDouble(), y: reader.rawDouble(), width: reader.rawDouble(),
        height: reader.rawDouble()),
    ] {
      layout.forEachElement(in: rect) { requireFinite($0) }
    }
    for point in [
      Point(x: 10, y: 10), Point(x: .nan, y: 0), Point(x: 1e300, y: -1e300),
      Point(x: reader.rawDouble(), y: reader.rawDouble()),
    ] {
      _ = layout.indexPathForItem(at: point)
    }
    for element in [
      ElementID.cell(IndexPath(item: -1, section: 0)), .cell(IndexPath(item: .max, section: .min)),
      .supplementary(.sectionHeader, IndexPath(item: 0, section: -1)),
      .decoration(.sectionBackground, IndexPath(item: 0, section: .max)),
    ] {
      if let attributes = layout.attributes(for: element) { requireFinite(attributes) }
    }
  }

  /// Checks that a frame is finite, within ``LayoutLimits/coordinateRange``, with no
  /// negative extent, and that alpha is a fraction.
  static func requireFinite(_ attributes: LayoutAttributes) {
    let frame = attributes.frame
    let range = LayoutLimits.coordinateRange
    for value in [frame.minX, frame.minY, frame.maxX, frame.maxY] {
      require(range.contains(value), "\(attributes.id) has the frame \(frame)")
    }
    require(frame.width >= 0 && frame.height >= 0, "\(attributes.id) has the frame \(frame)")
    require(
      attributes.alpha >= 0 && attributes.alpha <= 1,
      "\(attributes.id) has alpha \(attributes.alpha)")
  }
}
