/// A parsed JSON value.
///
/// Objects keep their members in document order, duplicates included, so that an error
/// can name the first field that is wrong rather than an arbitrary one.
enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; JSON numbers are read as the nearest `Double`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, as its members in document order.
  case object([JSONMember])

  /// A phrase naming what the value is, for error messages: `null`, `true`, `false`,
  /// `a number`, `a string`, `an array` or `an object`.
  var kindPhrase: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Hashable, Sendable {
  /// The member's name.
  var key: String
  /// The member's value.
  var value: JSONValue
}
