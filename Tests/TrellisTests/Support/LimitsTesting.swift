import PropertyBased
import Testing
import Trellis
import TrellisConformance

/// Generators of values across the valid ranges of ``LayoutLimits``, at their edges and
/// just outside them.
enum LimitValues {
  static let maximum = LayoutLimits.maximumLength

  /// Lengths: anywhere in `0...1e12`, ordinary ones, the edges, and values just outside
  /// or not numbers at all.
  static let length = Gen.oneOf(
    Gen.double(in: 0...maximum),
    Gen.double(in: 0...500),
    Gen.int(in: 0...4).map {
      [0, .leastNonzeroMagnitude, maximum, maximum.nextDown, maximum / 3][$0]
    },
    Gen.int(in: 0...7).map {
      [
        maximum.nextUp, 2 * maximum, -1, -Double.leastNonzeroMagnitude, .nan, .infinity,
        -.infinity, .greatestFiniteMagnitude,
      ][$0]
    })

  /// Screen scales: anywhere in `0.01...100`, the edges, and values just outside.
  static let scale = Gen.oneOf(
    Gen.double(in: LayoutLimits.scaleRange),
    Gen.int(in: 0...4).map { [0.01, 100, 1, 2, 3][$0] },
    Gen.int(in: 0...7).map {
      [
        Double(0.01).nextDown, Double(100).nextUp, 0, -1, .nan, .infinity, 1e306,
        .leastNonzeroMagnitude,
      ][$0]
    })

  /// Offsets: anywhere in `-1e12...1e12`, the edges, and values just outside.
  static let offset = Gen.oneOf(
    Gen.double(in: LayoutLimits.offsetRange),
    Gen.int(in: 0...3).map { [-maximum, maximum, 0, -0.0][$0] },
    Gen.int(in: 0...5).map {
      [maximum.nextUp, (-maximum).nextDown, .nan, .infinity, -.infinity, -1e300][$0]
    })

  /// Counts past `limit` or below zero, through the extremes of `Int`.
  static func countOutside(limit: Int) -> Generator<Int, AnySequence<(index: Int, value: Any)>> {
    Gen.oneOf(
      Gen.int(in: (limit + 1)...Int.max),
      Gen.int(in: Int.min...(-1)),
      Gen.int(in: 0...3).map { [limit + 1, Int.max, Int.min, -1][$0] })
  }

  /// Whether a length is valid.
  static func isValid(_ length: Double) -> Bool { length >= 0 && length <= maximum }
}

/// Records an issue unless every frame of `layout` is finite and within
/// ``LayoutLimits/coordinateRange``, its content size is within the limits, and the
/// layout conforms (see `LayoutConformance`): its queries of rects spread over the
/// content, and of each element's own frame, agree with a brute-force search.
func expectWithinLimits(
  _ layout: some CollectionLayout, sourceLocation: SourceLocation = #_sourceLocation
) {
  let size = layout.contentSize
  #expect(
    LayoutLimits.lengthRange.contains(size.width)
      && LayoutLimits.lengthRange.contains(size.height),
    "content size \(size)", sourceLocation: sourceLocation)
  let all = layout.allElements()
  for attributes in all {
    let frame = attributes.frame
    let edges = [frame.minX, frame.minY, frame.maxX, frame.maxY]
    guard edges.allSatisfy(LayoutLimits.coordinateRange.contains) else {
      Issue.record("\(attributes.id) has the frame \(frame)", sourceLocation: sourceLocation)
      return
    }
  }
  var rects: [Rect] = []
  for fraction in [0.0, 0.13, 0.5, 0.77, 0.999] {
    rects.append(
      Rect(
        x: size.width * fraction, y: size.height * fraction, width: size.width / 10 + 1,
        height: size.height / 10 + 1))
    rects.append(Rect(x: 0, y: size.height * fraction, width: size.width, height: 1))
  }
  let conformance = LayoutConformance(
    randomRectCount: 8, elementProbeCount: min(all.count, 16), randomPointCount: 16,
    additionalRects: rects)
  let violations = conformance.violations(of: layout)
  #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
}
