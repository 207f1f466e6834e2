/// A strict JSON parser (RFC 8259) that reports the line and column of the first
/// error.
///
/// It accepts exactly one value with optional whitespace around it and an optional
/// UTF-8 byte order mark before it. It rejects comments, trailing commas, control
/// characters in strings, invalid UTF-8, unpaired surrogate escapes, numbers too large
/// for a `Double`, nesting deeper than ``maximumDepth`` levels, and input longer than
/// ``maximumByteCount`` bytes. It refuses an array of more than ``maximumArrayCount``
/// elements and a document of more than ``maximumValueCount`` values as it reads them,
/// naming the path of the array or value, so that what it keeps of any input is bounded.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 512

  /// The longest input accepted, in bytes: 64 MiB, far more than a spec needs, so that
  /// the values parsed from it take a bounded amount of memory.
  static let maximumByteCount = 64 << 20

  /// The most elements of one array: far more than a spec needs (a waterfall's
  /// `itemHeights` of a million items, a drag's path of a million points).
  static let maximumArrayCount = 1_000_000

  /// The most values of a document, counting every number, string, literal, array and
  /// object: five arrays at the limit.
  static let maximumValueCount = 5_000_000

  private let bytes: [UInt8]
  /// The path of the value being read.
  private var path: [SpecPath.Component] = []
  /// The values read so far.
  private var valueCount = 0
  /// Where the text starts: after the byte order mark, if there is one.
  private let start: Int
  private var index: Int
  private var depth = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = start
  }

  /// Parses `bytes` (UTF-8) as one JSON value.
  static func parse(_ bytes: [UInt8]) throws(SpecError) -> JSONValue {
    guard bytes.count <= maximumByteCount else {
      throw SpecError(path: .root, problem: .inputTooLarge(limit: maximumByteCount))
    }
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("expected the end of the input after the value, got \(parser.found)")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws(SpecError) -> JSONValue {
    guard let byte = peek else { throw error("expected a value, got the end of the input") }
    try countValue()
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a value, got \(foundWord)")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SpecError)
    -> JSONValue
  {
    let start = index
    for expected in word.utf8 {
      guard peek == expected else {
        index = start
        throw error("expected a value, got \(foundWord)")
      }
      index += 1
    }
    return value
  }

  private mutating func parseObject() throws(SpecError) -> JSONValue {
    var members: [JSONMember] = []
    try parseContainer(closedBy: UInt8(ascii: "}"), otherwise: "expected ',' or '}' after a field")
    {
      parser throws(SpecError) in members.append(try parser.parseMember())
    }
    return .object(members)
  }

  /// Reads one member of an object: `"name": value`.
  private mutating func parseMember() throws(SpecError) -> JSONMember {
    guard peek == UInt8(ascii: "\"") else {
      throw error("expected a field name in double quotes, got \(found)")
    }
    let key = try parseString()
    skipWhitespace()
    guard peek == UInt8(ascii: ":") else {
      throw error("expected ':' after the field name, got \(found)")
    }
    index += 1
    skipWhitespace()
    path.append(.field(key))
    let value = try parseValue()
    path.removeLast()
    return JSONMember(key: key, value: value)
  }

  private mutating func parseArray() throws(SpecError) -> JSONValue {
    var elements: [JSONValue] = []
    try parseContainer(
      closedBy: UInt8(ascii: "]"), otherwise: "expected ',' or ']' after an element"
    ) { parser throws(SpecError) in
      try parser.enterElement(elements.count)
      elements.append(try parser.parseValue())
      parser.path.removeLast()
    }
    return .array(elements)
  }

  /// Counts one more value of the document, refusing one past ``maximumValueCount``.
  /// Kept out of line, like ``enterElement(_:)``, so that the frames of the recursion
  /// stay small.
  @inline(never)
  private mutating func countValue() throws(SpecError) {
    valueCount += 1
    guard valueCount <= Self.maximumValueCount else {
      throw SpecError(
        path: SpecPath(path), problem: .tooManyValues(limit: Self.maximumValueCount))
    }
  }

  /// Enters the element at `index` of the array being read, refusing one past
  /// ``maximumArrayCount``.
  @inline(never)
  private mutating func enterElement(_ index: Int) throws(SpecError) {
    guard index < Self.maximumArrayCount else {
      throw SpecError(
        path: SpecPath(path), problem: .tooManyElements(limit: Self.maximumArrayCount))
    }
    path.append(.index(index))
  }

  /// Reads an array or an object from its opening bracket to `close`: its elements, each
  /// read by `parseElement`, separated by commas. `expectation` says what may follow an
  /// element, for the error when something else does.
  private mutating func parseContainer(
    closedBy close: UInt8, otherwise expectation: String,
    _ parseElement: (inout JSONParser) throws(SpecError) -> Void
  ) throws(SpecError) {
    try enterContainer()
    index += 1
    skipWhitespace()
    if peek == close {
      index += 1
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      try parseElement(&self)
      skipWhitespace()
      switch peek {
      case UInt8(ascii: ","): index += 1
      case close:
        index += 1
        depth -= 1
        return
      default: throw error("\(expectation), got \(found)")
      }
    }
  }

  private mutating func enterContainer() throws(SpecError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("arrays and objects are nested deeper than \(Self.maximumDepth) levels")
    }
  }

  // MARK: - Numbers

  /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` as the nearest
  /// `Double`.
  private mutating func parseNumber() throws(SpecError) -> Double {
    let start = index
    if peek == UInt8(ascii: "-") { index += 1 }
    if peek == UInt8(ascii: "0") {
      index += 1
    } else {
      guard skipDigits() > 0 else { throw error("expected a digit, got \(found)") }
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard skipDigits() > 0 else {
        throw error("expected a digit after the decimal point, got \(found)")
      }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard skipDigits() > 0 else {
        throw error("expected a digit in the exponent, got \(found)")
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      index = start
      throw error("the number \(JSONText.excerpt(text)) is too large")
    }
    return value
  }

  /// Skips ASCII digits and returns how many there were.
  private mutating func skipDigits() -> Int {
    let start = index
    while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
    return index - start
  }

  // MARK: - Strings

  /// Reads a string literal starting at its opening quote.
  private mutating func parseString() throws(SpecError) -> String {
    let start = index
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard let byte = peek else {
        index = start
        throw error("unterminated string")
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let string = String(validating: utf8, as: UTF8.self) else {
          index = start
          throw error("the string is not valid UTF-8")
        }
        return string
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8)
      case 0..<0x20:
        throw error("unescaped control character in a string")
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// Reads one escape sequence starting at its backslash, appending its UTF-8 bytes.
  private mutating func parseEscape(into utf8: inout [UInt8]) throws(SpecError) {
    let start = index
    index += 1
    guard let byte = peek else {
      index = start
      throw error("unterminated string")
    }
    index += 1
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      utf8.append(simple)
      return
    }
    guard byte == UInt8(ascii: "u") else {
      index = start
      throw error("invalid escape sequence in a string")
    }
    var code = try parseHex4(escapeStart: start)
    if (0xD800..<0xDC00).contains(code) {
      guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else {
        index = start
        throw error("unpaired surrogate in a \\u escape")
      }
      index += 2
      let low = try parseHex4(escapeStart: start)
      guard (0xDC00..<0xE000).contains(low) else {
        index = start
        throw error("unpaired surrogate in a \\u escape")
      }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(code) else {
      index = start
      throw error("unpaired surrogate in a \\u escape")
    }
    utf8.append(contentsOf: String(Character(scalar)).utf8)
  }

  /// Reads the four hexadecimal digits of a `\u` escape.
  private mutating func parseHex4(escapeStart: Int) throws(SpecError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = Self.hexValue(byte) else {
        index = escapeStart
        throw error("expected four hexadecimal digits after \\u")
      }
      code = code << 4 | digit
      index += 1
    }
    return code
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  // MARK: - Reading and reporting

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = peek,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      index += 1
    }
  }

  /// A phrase for the character at the current position: `'x'`, `the end of the
  /// input`, and so on.
  private var found: String {
    guard let byte = peek else { return "the end of the input" }
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    case 0x80...: return "a non-ASCII character"
    default: return "a control character"
    }
  }

  /// The bare word at the current position, such as `'True'`, or ``found``.
  private var foundWord: String {
    var end = index
    while end < bytes.count, end - index < 20,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end] | 0x20)
    {
      end += 1
    }
    guard end > index else { return found }
    return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
  }

  /// An error at the current position.
  private func error(_ reason: String) -> SpecError {
    var line = 1
    var column = 1
    for byte in bytes[start..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SpecError(
      path: .root, problem: .malformedJSON(reason: reason, line: line, column: column))
  }
}
