/// The value of a field of a spec's `layout` object.
public enum LayoutFieldValue: Hashable, Sendable {
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string, such as a choice's name.
  case string(String)
  /// An array of numbers, such as a size.
  case numbers([Double])
}

/// A change to one field of a spec's `layout` object.
public struct LayoutFieldChange: Hashable, Sendable {
  /// The field's name.
  public var field: String
  /// Its new value; `nil` removes the field.
  public var value: LayoutFieldValue?

  /// Sets `field` to `value`, or removes it for `nil`.
  public init(_ field: String, to value: LayoutFieldValue?) {
    self.field = field
    self.value = value
  }
}
