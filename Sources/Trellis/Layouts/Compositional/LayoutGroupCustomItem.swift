/// The frame of one item of a custom group, relative to the group's content, like
/// `NSCollectionLayoutGroupCustomItem`.
public struct LayoutGroupCustomItem: Hashable, Sendable {
  /// The item's frame, its origin relative to the group's content (left is leading).
  public var frame: Rect
  /// The item's zIndex.
  public var zIndex: Int

  /// Creates a custom item at `frame`.
  public init(frame: Rect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}

/// The function that places the items of a custom group, given the group's
/// environment: its ``LayoutEnvironment/containerSize`` is the size of the group's
/// content, the rest the section's, as `NSCollectionLayoutGroupCustomItemProvider`
/// receives.
///
/// The function is held by reference: two custom groups are equal when they share one
/// provider.
public final class LayoutGroupCustomItemProvider: Hashable, Sendable {
  /// The function: the group's environment in, the items' frames out.
  public let items: @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]

  /// Creates a provider from its function.
  public init(
    _ items: @escaping @Sendable (_ environment: LayoutEnvironment) -> [LayoutGroupCustomItem]
  ) {
    self.items = items
  }

  /// Whether the two are the same provider.
  public static func == (lhs: LayoutGroupCustomItemProvider, rhs: LayoutGroupCustomItemProvider)
    -> Bool
  { lhs === rhs }

  /// Hashes the provider's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
