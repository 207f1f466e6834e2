extension StaticString {
  /// The text.
  var text: String { withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

  /// Whether `other` has the same text.
  func hasSameText(as other: StaticString) -> Bool {
    withUTF8Buffer { mine in other.withUTF8Buffer { mine.elementsEqual($0) } }
  }

  /// Feeds the text to `hasher`.
  func hashText(into hasher: inout Hasher) {
    withUTF8Buffer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
