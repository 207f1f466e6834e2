/// Writing JSON text: numbers and strings exactly as `trellis` prints them.
package enum JSONText {
  /// The largest magnitude below which every integral `Double` is exact: 2^53.
  private static let exactIntegerLimit = 9_007_199_254_740_992.0

  /// A number as JSON text: integral values without a fraction (`50`, not `50.0`), other
  /// values in Swift's shortest representation that reads back to the same `Double`
  /// (`123.33333333333333`, `1e-07`). Negative zero prints as `0`; NaN and the
  /// infinities, which JSON cannot express, print as `null`.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(.towardZero) && abs(value) < exactIntegerLimit {
      return String(Int64(value))
    }
    return value.description
  }

  /// A string as a JSON string literal, quotes included, escaping quotes, backslashes
  /// and control characters.
  package static func string(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  // MARK: - Quoting input in messages

  /// The most characters (Unicode scalars) of a value from the input that a message
  /// quotes: a message stays one short line however long the value is.
  static let quoteLimit = 64

  /// `text`, or its first ``quoteLimit`` characters followed by `…` when it is longer.
  ///
  /// - Complexity: O(``quoteLimit``), whatever the length of `text`.
  static func excerpt(_ text: String) -> String {
    let (head, isCut) = head(of: text)
    return isCut ? head + "…" : head
  }

  /// `value` as a JSON string literal for a message: ``string(_:)`` of at most
  /// ``quoteLimit`` characters, followed by `…` when the value is longer.
  ///
  /// - Complexity: O(``quoteLimit``), whatever the length of `value`.
  static func quoted(_ value: String) -> String {
    let (head, isCut) = head(of: value)
    return string(head) + (isCut ? "…" : "")
  }

  /// The first ``quoteLimit`` characters of `text`, and whether there are more.
  private static func head(of text: String) -> (String, isCut: Bool) {
    var scalars = String.UnicodeScalarView()
    var iterator = text.unicodeScalars.makeIterator()
    while scalars.count < quoteLimit, let scalar = iterator.next() { scalars.append(scalar) }
    return (String(scalars), iterator.next() != nil)
  }
}
