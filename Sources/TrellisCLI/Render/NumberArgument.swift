import Trellis

/// The numbers of options: reading one of several, such as `x` of `--offset x,y`,
/// checking a `--scale`, and printing one in a message.
enum NumberArgument {
  /// The finite number written in `text`, spaces around it ignored.
  ///
  /// - Parameters:
  ///   - name: What the number is, for messages (`x`, `step`).
  ///   - option: The option's name, for messages (`--offset`).
  static func parse(_ text: Substring, name: String, option: String) throws(CommandFailure)
    -> Double
  {
    let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    let part = String(trimmed)
    guard let number = Double(part), number.isFinite else {
      throw CommandFailure("\(option): \(name) '\(part)' is not a finite number")
    }
    return number
  }

  /// A number as messages and page summaries print it: no needless fraction (`120`, `-100`,
  /// `0.5`), rounded to three decimals; `nan` and `inf` for values that are not finite.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    // Beyond 10^15 there is no fraction to round, and rounding could overflow.
    guard abs(value) < 1e15 else { return String(value) }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }

  /// A number with all its digits and no needless fraction: `100.0001`, `-1`, `1e+20`.
  static func exactText(_ value: Double) -> String {
    let text = String(value)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// Checks that `value`, the number of `option` (with `name` for one of several, such
  /// as `x` of `--offset`), lies in `range`; the message gives the value with every
  /// digit it has, so that a value just past a bound does not read as the bound.
  static func check(
    _ value: Double, in range: ClosedRange<Double>, option: String, name: String? = nil
  ) throws(CommandFailure) {
    guard range.contains(value) else {
      let subject = option + ": " + (name.map { $0 + " " } ?? "")
      throw CommandFailure(
        "\(subject)must be from \(text(range.lowerBound)) to \(text(range.upperBound)), "
          + "got \(exactText(value))")
    }
  }
}
