import Trellis

extension LayoutConformance {
  /// Checks every rect of ``queryRects(for:)`` against a brute-force filter of all
  /// elements by their drawn shapes.
  func checkQueries(
    of layout: some CollectionLayout, _ snapshot: ElementSnapshot,
    into report: inout ViolationReport
  ) {
    var expected = [Bool](repeating: false, count: snapshot.all.count)
    var reported = expected
    for rect in queryRects(for: snapshot) {
      guard !report.isFull else { return }
      for index in snapshot.all.indices {
        expected[index] = snapshot.isFirst[index] && snapshot.drawn[index].intersects(rect)
        reported[index] = false
      }
      checkQuery(of: rect, in: layout, snapshot, expected, &reported, into: &report)
    }
  }

  /// Checks the query of `rect`, given which elements of the snapshot its drawn shapes
  /// say it should find; `reported` comes back marking those it found.
  private func checkQuery(
    of rect: Rect, in layout: some CollectionLayout, _ snapshot: ElementSnapshot,
    _ expected: [Bool], _ reported: inout [Bool], into report: inout ViolationReport
  ) {
    var lastPosition = -1
    var orderBroken = false
    layout.forEachElement(in: rect) { found in
      let id = found.id
      guard let position = snapshot.position[id] else {
        report.record(.unexpectedInQuery(rect: rect, reported: found), element: id)
        return
      }
      let attributes = snapshot.all[position]
      guard !reported[position] else {
        report.record(.repeatedInQuery(rect: rect), element: id, attributes: attributes)
        return
      }
      reported[position] = true
      if found != attributes {
        report.record(
          .differsInQuery(rect: rect, reported: found), element: id, attributes: attributes)
      } else if !expected[position] {
        report.record(
          .unexpectedInQuery(rect: rect, reported: found), element: id, attributes: attributes)
      }
      if checksQueryOrder, !orderBroken {
        if position < lastPosition {
          orderBroken = true
          report.record(.outOfOrderInQuery(rect: rect), element: id, attributes: attributes)
        }
        lastPosition = position
      }
    }
    for index in snapshot.all.indices where expected[index] && !reported[index] {
      let attributes = snapshot.all[index]
      report.record(.missingFromQuery(rect: rect), element: attributes.id, attributes: attributes)
    }
  }

  /// The rects to query: the viewport, the whole content and more, empty and degenerate
  /// rects, rects outside the content, thin slivers across it, rects at and along the
  /// edges of some elements, random rects and ``additionalRects``.
  func queryRects(for snapshot: ElementSnapshot) -> [Rect] {
    var random = SplitMix64(seed: seed)
    let content = Rect(origin: .zero, size: snapshot.contentSize)
    let extent = Self.extent(of: snapshot)
    var rects = [
      snapshot.viewport.bounds, content, extent.inset(by: EdgeInsets(all: -100)),
      Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
      // Empty and degenerate rects find nothing.
      .zero, Rect(x: extent.midX, y: extent.minY, width: 0, height: extent.height),
      Rect(x: extent.minX, y: extent.midY, width: extent.width, height: 0),
      Rect(x: extent.maxX, y: extent.maxY, width: -extent.width, height: -extent.height),
      Rect(x: .nan, y: 0, width: 10, height: 10),
      Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
      // Outside the content on every side.
      Rect(x: extent.minX - 200, y: extent.minY, width: 150, height: extent.height),
      Rect(x: extent.maxX + 50, y: extent.minY, width: 150, height: extent.height),
      Rect(x: extent.minX, y: extent.minY - 200, width: extent.width, height: 150),
      Rect(x: extent.minX, y: extent.maxY + 50, width: extent.width, height: 150),
    ]
    // Thin slivers across the whole extent, one tenth of a point and one ulp thick.
    for _ in 0..<4 {
      let x = random.value(in: extent.minX...extent.maxX)
      let y = random.value(in: extent.minY...extent.maxY)
      rects.append(Rect(x: x, y: extent.minY, width: 0.1, height: extent.height))
      rects.append(Rect(x: extent.minX, y: y, width: extent.width, height: 0.1))
      rects.append(Rect(x: x, y: y, width: x.nextUp - x, height: y.nextUp - y))
    }
    for index in probedElements(of: snapshot, using: &random) {
      let frame = snapshot.drawn[index]
      rects.append(frame)
      // Rects that only touch an edge find nothing there; a sliver inside finds it.
      rects.append(Rect(x: frame.maxX, y: frame.minY, width: 30, height: frame.height))
      rects.append(Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: 30))
      rects.append(Rect(x: frame.minX - 30, y: frame.minY, width: 30, height: frame.height))
      rects.append(Rect(x: frame.minX, y: frame.minY, width: 0.25, height: 0.25))
      rects.append(
        Rect(x: frame.maxX.nextDown, y: frame.maxY.nextDown, width: 0.25, height: 0.25))
    }
    // A third of the rects start in the viewport, the others anywhere around.
    let bounds = snapshot.viewport.bounds
    for index in 0..<randomRectCount {
      let area =
        index % 3 == 0 ? bounds : extent.inset(by: EdgeInsets(all: -60))
      let x = random.value(in: area.minX...area.maxX)
      let y = random.value(in: area.minY...area.maxY)
      let viewport = snapshot.viewport.size
      let size =
        random.chance(0.3)
        ? viewport
        : Size(width: random.value(in: 0...400), height: random.value(in: 0...400))
      rects.append(Rect(origin: Point(x: x, y: y), size: size))
    }
    return rects + additionalRects
  }

  /// The indexes of up to ``elementProbeCount`` elements with finite drawn shapes: the
  /// first, the last, and others at random.
  func probedElements(
    of snapshot: ElementSnapshot, using random: inout SplitMix64
  ) -> [Int] {
    let finite = snapshot.drawn.indices.filter { index in
      let frame = snapshot.drawn[index]
      return frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite
        && frame.maxY.isFinite
    }
    guard let first = finite.first, let last = finite.last, elementProbeCount > 0 else {
      return []
    }
    var probed = [first, last]
    while probed.count < elementProbeCount {
      probed.append(finite[Int(random.next() % UInt64(finite.count))])
    }
    return Array(probed.prefix(elementProbeCount))
  }

  /// The smallest rect around the content, the viewport and every element's drawn
  /// shape, where the checker looks for elements.
  static func extent(of snapshot: ElementSnapshot) -> Rect {
    var minX = min(0, snapshot.viewport.bounds.minX)
    var minY = min(0, snapshot.viewport.bounds.minY)
    var maxX = max(snapshot.contentSize.width, snapshot.viewport.bounds.maxX)
    var maxY = max(snapshot.contentSize.height, snapshot.viewport.bounds.maxY)
    for frame in snapshot.drawn {
      guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite
      else { continue }
      minX = min(minX, frame.minX)
      minY = min(minY, frame.minY)
      maxX = max(maxX, frame.maxX)
      maxY = max(maxY, frame.maxY)
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
      return Rect(x: 0, y: 0, width: 1_000, height: 1_000)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
