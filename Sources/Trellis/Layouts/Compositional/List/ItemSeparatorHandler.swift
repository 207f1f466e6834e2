/// The separators of each row of a section, by index path: UIKit's
/// `itemSeparatorHandler`, as a pure function.
///
/// The layout calls ``configuration`` when a query reaches a row, with the row's index
/// path and the section's ``ItemSeparators/configuration``, and draws the row's
/// separators as the configuration it returns says. It runs on every query that reaches
/// the row, so it should be cheap and allocate nothing.
///
/// ```swift
/// // No separator under the rows that end a group of settings.
/// separators.handler = ItemSeparatorHandler { indexPath, configuration in
///   var configuration = configuration
///   if endsGroup.contains(indexPath) { configuration.bottomSeparatorVisibility = .hidden }
///   return configuration
/// }
/// ```
///
/// The function is held by reference: two handlers are equal when they are the same.
public final class ItemSeparatorHandler: Hashable, Sendable {
  /// The function: a row's index path and the section's configuration in, the row's
  /// out.
  public let configuration:
    @Sendable (_ indexPath: IndexPath, _ configuration: SeparatorConfiguration) ->
      SeparatorConfiguration

  /// Creates a handler of `configuration`.
  public init(
    configuration:
      @escaping @Sendable (_ indexPath: IndexPath, _ configuration: SeparatorConfiguration) ->
      SeparatorConfiguration
  ) {
    self.configuration = configuration
  }

  /// Whether the two are the same handler.
  public static func == (lhs: ItemSeparatorHandler, rhs: ItemSeparatorHandler) -> Bool {
    lhs === rhs
  }

  /// Hashes the handler's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
