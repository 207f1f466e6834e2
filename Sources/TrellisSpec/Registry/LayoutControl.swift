/// A control that edits fields of a spec's `layout` object: a slider over a range or a
/// list of choices.
public struct LayoutControl: Hashable, Sendable {
  /// The values the control offers.
  public enum Values: Hashable, Sendable {
    /// Whole numbers from the first to the second, both included.
    case range(Int, Int)
    /// One of these choices.
    case choices([LayoutChoice])
  }

  /// What the control is called, such as `"Spacing"`.
  public var label: String
  /// The fields of the `layout` object that the control sets, all to its value; the
  /// first gives the value it shows.
  public var fields: [String]
  /// The values it offers.
  public var values: Values

  /// Creates a control named `label` that sets `fields` to one of `values`.
  public init(_ label: String, fields: [String], values: Values) {
    self.label = label
    self.fields = fields
    self.values = values
  }
}

/// One choice of a ``LayoutControl``, with the fields that only it reads.
public struct LayoutChoice: Hashable, Sendable {
  /// The value the control's fields take.
  public var value: LayoutFieldValue
  /// The fields of the `layout` object that only this choice reads, which another
  /// choice removes.
  public var ownFields: [String]

  /// Creates a choice of `value`, whose own fields are `ownFields`.
  public init(_ value: LayoutFieldValue, ownFields: [String] = []) {
    self.value = value
    self.ownFields = ownFields
  }
}
