#if canImport(UIKit)
  import Foundation

  /// An observation of a notification posted on the main thread, which calls its action
  /// on the main actor and ends when the observation is released.
  final class NotificationObservation: @unchecked Sendable {
    /// The notification center's token; only read when the observation ends.
    private let token: any NSObjectProtocol

    /// Observes `name`, calling `action` on the main actor.
    init(_ name: Notification.Name, action: @escaping @MainActor @Sendable () -> Void) {
      token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
        _ in
        DispatchQueue.main.async { action() }
      }
    }

    deinit { NotificationCenter.default.removeObserver(token) }
  }
#endif
