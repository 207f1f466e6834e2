/// Prints numbers the way SVG and HTML output wants them: short, stable and exact enough.
///
/// Integral values print without a fraction (`120`, `-4`); others are rounded to three
/// decimals and lose their trailing zeros (`164.444`, `0.5`). Negative zero prints as `0`,
/// and values that are not finite print as `0`, so output never holds `nan` or `inf`.
/// The text depends on the value alone, never on the locale, so the same input always
/// gives byte-identical output.
enum CompactNumber {
  /// The number of decimals kept.
  static let decimals = 3

  /// The largest magnitude printed as is; larger values are clamped to it.
  static let limit = 1e12

  /// The value as compact text.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let clamped = min(max(value, -limit), limit)
    let unitsPerOne: Int64 = 1000
    let units = Int64((abs(clamped) * Double(unitsPerOne)).rounded(.toNearestOrAwayFromZero))
    if units == 0 { return "0" }
    let whole = units / unitsPerOne
    var fraction = units % unitsPerOne
    let sign = clamped < 0 ? "-" : ""
    if fraction == 0 { return sign + String(whole) }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    let padding = String(repeating: "0", count: digits - fractionText.count)
    return sign + String(whole) + "." + padding + fractionText
  }

  /// The values as compact text separated by single spaces, as in a `viewBox`.
  static func list(_ values: Double...) -> String {
    values.map(text).joined(separator: " ")
  }
}
