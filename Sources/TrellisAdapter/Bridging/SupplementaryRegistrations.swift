import Trellis

/// The supplementary kinds a collection view has a view registered for, by UIKit name.
///
/// UIKit stops the app when asked to dequeue a supplementary view of a kind nothing was
/// registered for, and a layout may report any kind: a calendar's day and hour
/// headers as well as section headers and footers. A data source registers each kind
/// the first time it is asked for a view of that kind, as `LazyCollection` does.
///
/// ```swift
/// registrations.registerIfNeeded(kind) {
///   collectionView.register(
///     UICollectionReusableView.self, forSupplementaryViewOfKind: $0, withReuseIdentifier: $0)
/// }
/// ```
public struct SupplementaryRegistrations: Sendable {
  /// The UIKit names of the kinds registered so far.
  public private(set) var kinds: Set<String> = []

  /// No kind registered.
  public init() {}

  /// Calls `register` with `uikitName` unless a view of that kind is registered
  /// already: call it before dequeuing a supplementary view of the kind.
  public mutating func registerIfNeeded(_ uikitName: String, register: (String) -> Void) {
    if kinds.insert(uikitName).inserted { register(uikitName) }
  }
}
