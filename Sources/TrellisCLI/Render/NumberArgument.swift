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
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(rounded)
  }

  /// Checks the value of a `--scale` option: a finite number greater than zero.
  static func checkScale(_ scale: Double) throws(CommandFailure) {
    guard scale.isFinite, scale > 0 else {
      throw CommandFailure(
        "--scale: must be a finite number greater than zero, got \(text(scale))")
    }
  }
}
