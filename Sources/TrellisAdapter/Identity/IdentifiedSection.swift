import Trellis

/// One section of an ``IdentifiedCollection``: an identifier of its own and the values of
/// its items, in order.
///
/// ```swift
/// IdentifiedSection(id: "Inbox", items: messages)
/// ```
public struct IdentifiedSection<SectionID: Hashable & Sendable, Value> {
  /// The section's identifier, unique among the collection's sections.
  public var id: SectionID
  /// The values of the section's items, each identified by the collection's identifier
  /// function.
  public var items: [Value]

  /// Creates a section of `items` identified by `id`.
  public init(id: SectionID, items: [Value]) {
    self.id = id
    self.items = items
  }
}

extension IdentifiedSection: Equatable where Value: Equatable {}
extension IdentifiedSection: Hashable where Value: Hashable {}
extension IdentifiedSection: Sendable where Value: Sendable {}
