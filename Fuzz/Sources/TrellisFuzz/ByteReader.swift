import Trellis

/// Reads the fuzzer's bytes as the values of a scenario. Past the end every read
/// answers zero, so any input, however short, is a complete scenario.
///
/// Values are drawn so that most are ordinary and some are hostile: negative, NaN,
/// infinite, subnormal, enormous, or just past a limit of ``LayoutLimits``. Hostile
/// counts are always beyond the limits, so a layout must refuse them before allocating
/// anything; a count within the limits stays small, so that each input runs quickly.
struct ByteReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A number from 0 to `bound - 1`.
  mutating func int(below bound: Int) -> Int {
    let value = Int(byte()) << 8 | Int(byte())
    return bound > 0 ? value % bound : 0
  }

  /// One of `choices`.
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(below: choices.count)] }

  /// Eight bytes as a `Double`, any bit pattern.
  mutating func rawDouble() -> Double {
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return Double(bitPattern: bits)
  }

  /// Counts that no limit allows: negative, or past `limit` (a limit of
  /// ``LayoutLimits``).
  static func hostileCounts(beyond limit: Int) -> [Int] {
    [-1, .min, .max, 1 << 31, 1 << 40, limit + 1]
  }

  /// A count: usually from 0 to `small`, sometimes negative or past `limit`.
  mutating func count(upTo small: Int, limit: Int) -> Int {
    let selector = byte()
    if selector >= 240 { return pick(Self.hostileCounts(beyond: limit)) }
    return int(below: small + 1)
  }

  /// Lengths that are invalid, at the edges of the valid range, or awkward.
  static let hostileLengths: [Double] = [
    -1, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, .leastNormalMagnitude,
    1e-300, LayoutLimits.maximumLength, LayoutLimits.maximumLength.nextUp,
    LayoutLimits.maximumLength / 2, 1.5e308, .greatestFiniteMagnitude, 4e18, 0.1, 1e9,
  ]

  /// A length: usually a plain value up to about 2,000 points, sometimes hostile, and
  /// sometimes any bit pattern at all.
  mutating func length() -> Double {
    let selector = byte()
    switch selector {
    case 0..<200: return Double(int(below: 8_000)) / 4
    case 200..<240: return pick(Self.hostileLengths)
    default: return rawDouble()
    }
  }

  /// An offset: a length of either sign.
  mutating func offset() -> Double {
    let value = length()
    return bool() ? -value : value
  }

  /// A screen scale: usually 1, 2 or 3, sometimes at or past the edges of the range.
  mutating func scale() -> Double {
    let range = LayoutLimits.scaleRange
    return pick([
      1, 2, 3, 1, 2, 3, 0.5, range.lowerBound, range.upperBound, range.lowerBound.nextDown,
      range.upperBound.nextUp, 0, -1, .nan, .infinity, .leastNonzeroMagnitude, 1e306, 1.5,
    ])
  }

  mutating func size() -> Size { Size(width: length(), height: length()) }

  /// A point in content of `size`, as a finger would be, or now and then a hostile one.
  mutating func point(in size: Size) -> Point {
    byte() >= 240
      ? Point(x: offset(), y: offset())
      : Point(
        x: Double(int(below: 101)) * min(size.width, 1e6) / 100,
        y: Double(int(below: 101)) * min(size.height, 1e6) / 100)
  }

  mutating func insets() -> EdgeInsets {
    if byte() < 128 { return .zero }
    return EdgeInsets(top: length(), left: length(), bottom: length(), right: length())
  }

  /// A value or `nil`, half the time each.
  mutating func optional<T>(_ make: (inout ByteReader) -> T) -> T? {
    bool() ? make(&self) : nil
  }

  mutating func viewport() -> Viewport {
    let plain = Size(width: pick([375, 320, 1024, 0, 1]) + Double(int(below: 400)), height: 667)
    return Viewport(
      size: byte() < 224 ? plain : size(),
      contentOffset: Point(x: offset(), y: offset()), contentInset: insets(),
      safeAreaInsets: insets(), layoutMargins: insets(), scale: scale(),
      layoutDirection: bool() ? .rightToLeft : .leftToRight)
  }
}
