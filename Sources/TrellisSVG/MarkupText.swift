/// Escaping for text placed in SVG and HTML documents.
///
/// Labels carry the names of custom element kinds and page titles carry whatever a user
/// wrote, so every piece of text goes through one of these functions before it is
/// written.
enum MarkupText {
  /// `text` with `&`, `<` and `>` escaped, safe as element content.
  static func escaped(_ text: String) -> String {
    escaped(text, inAttribute: false)
  }

  /// `text` with quotes escaped as well, safe inside a double-quoted attribute value.
  static func escapedAttribute(_ text: String) -> String {
    escaped(text, inAttribute: true)
  }

  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "'" where inAttribute: result += "&#39;"
      case "\n" where inAttribute: result += "&#10;"
      case "\t" where inAttribute: result += "&#9;"
      default: result.unicodeScalars.append(sanitized(character))
      }
    }
    return result
  }

  /// The scalar, or U+FFFD for a control character that XML 1.0 forbids.
  ///
  /// Tab, line feed and carriage return are allowed; every other scalar below U+0020
  /// would make the document unreadable, so it is replaced.
  private static func sanitized(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: scalar
    case 0..<0x20, 0xFFFE, 0xFFFF: "\u{FFFD}"
    default: scalar
    }
  }
}
