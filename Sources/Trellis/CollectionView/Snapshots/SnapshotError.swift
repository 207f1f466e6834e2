/// Why a ``Snapshot`` refused a change; the snapshot is left as it was.
public enum SnapshotError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Error,
  Hashable, Sendable
{
  /// The item is already in the snapshot, or appears twice in the items to add.
  case duplicateItem(ItemID)
  /// The section is already in the snapshot, or appears twice in the sections to add.
  case duplicateSection(SectionID)
  /// The snapshot has no such item.
  case unknownItem(ItemID)
  /// The snapshot has no such section.
  case unknownSection(SectionID)
  /// Items were appended without naming a section, to a snapshot with no section.
  case noSection
  /// An item was to move before or after itself.
  case itemMovedRelativeToItself(ItemID)
  /// A section was to move before or after itself.
  case sectionMovedRelativeToItself(SectionID)
}
