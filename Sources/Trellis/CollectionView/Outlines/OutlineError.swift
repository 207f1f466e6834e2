/// Why an ``OutlineSnapshot`` refused a change; the snapshot is left as it was.
public enum OutlineError<Item: Hashable & Sendable>: Error, Hashable, Sendable {
  /// The item is already in the outline, or appears twice in the items to add.
  case duplicateItem(Item)
  /// The outline has no such item.
  case unknownItem(Item)
}
