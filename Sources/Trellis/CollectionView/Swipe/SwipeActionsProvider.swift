/// The actions of each row of a section on one side, by index path: UIKit's
/// `leadingSwipeActionsConfigurationProvider` and
/// `trailingSwipeActionsConfigurationProvider`, as a pure function.
///
/// A collection view calls it when a swipe begins on a row; `nil` or a configuration
/// without actions means the row does not slide that way.
///
/// ```swift
/// list.trailingSwipeActionsConfigurationProvider = SwipeActionsProvider { indexPath in
///   indexPath.item == 0 ? nil : SwipeActionsConfiguration(actions: [delete, archive])
/// }
/// ```
///
/// The function is held by reference: two providers are equal when they are the same.
public final class SwipeActionsProvider: Hashable, Sendable {
  /// The function: a row's index path in, its actions on the provider's side out.
  public let configuration: @Sendable (_ indexPath: IndexPath) -> SwipeActionsConfiguration?

  /// Creates a provider of `configuration`.
  public init(
    configuration: @escaping @Sendable (_ indexPath: IndexPath) -> SwipeActionsConfiguration?
  ) {
    self.configuration = configuration
  }

  /// Whether the two are the same provider.
  public static func == (lhs: SwipeActionsProvider, rhs: SwipeActionsProvider) -> Bool {
    lhs === rhs
  }

  /// Hashes the provider's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
