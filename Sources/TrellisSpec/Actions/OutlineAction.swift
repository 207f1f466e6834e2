import Trellis

/// An `expand` or `collapse` of a spec's script: the item of a section's outline whose
/// children show or hide (see ``SpecOutline``).
///
/// ```json
/// {"expand": {"section": 0, "item": "Documents"}}
/// ```
public struct OutlineAction: Hashable, Sendable {
  /// The section whose `items` are the outline.
  public var section: Int
  /// The identifier of the item to expand or collapse.
  public var item: String
  /// How the change animates; the children always come out from under the item and go
  /// back into it (``UpdateOptions/disclosingItem``).
  public var options: UpdateOptions

  /// Creates the action on `item` of the outline of `section`.
  public init(section: Int = 0, item: String, options: UpdateOptions = UpdateOptions()) {
    self.section = section
    self.item = item
    self.options = options
  }
}
