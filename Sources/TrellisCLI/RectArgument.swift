import Trellis

/// Reads the `--rect x,y,w,h` option.
enum RectArgument {
  /// The rect written as four comma-separated numbers, `x,y,width,height`; spaces
  /// around the numbers are ignored. The numbers must be finite and the width and
  /// height not negative.
  static func parse(_ text: String) throws(CommandFailure) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
    guard parts.count == 4 else {
      throw CommandFailure("--rect: expected x,y,width,height, got '\(text)'")
    }
    var numbers: [Double] = []
    for (part, name) in zip(parts, ["x", "y", "width", "height"]) {
      guard let number = Double(part), number.isFinite else {
        throw CommandFailure("--rect: \(name) '\(part)' is not a finite number")
      }
      if name == "width" || name == "height", number < 0 {
        throw CommandFailure("--rect: \(name) must not be negative, got \(part)")
      }
      numbers.append(number)
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The text without leading and trailing spaces.
  private static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
