/// A start tag being written: a name and attributes, escaped and in the order given, so
/// that the same calls always produce the same bytes.
///
/// ```swift
/// var tag = MarkupTag("rect")
/// tag.set("x", 10)
/// tag.set("fill", "#d0ebff")
/// tag.selfClosing  // <rect x="10" fill="#d0ebff"/>
/// ```
struct MarkupTag {
  /// The text so far: `<name` and each attribute.
  private(set) var text: String

  /// Starts a tag with the given name.
  init(_ name: String) {
    text = "<" + name
  }

  /// Adds an attribute with a text value, escaped.
  mutating func set(_ name: String, _ value: String) {
    text += " " + name + "=\"" + MarkupText.escapedAttribute(value) + "\""
  }

  /// Adds an attribute with a number value, printed compactly.
  mutating func set(_ name: String, _ value: Double) {
    set(name, CompactNumber.text(value))
  }

  /// The tag as an empty element: `<name .../>`.
  var selfClosing: String { text + "/>" }

  /// The tag as a start tag: `<name ...>`.
  var opening: String { text + ">" }

  /// The element with `content` between its start and end tags; `content` must already
  /// be markup or escaped text.
  func enclosing(_ content: String, name: String) -> String {
    opening + content + "</" + name + ">"
  }
}
