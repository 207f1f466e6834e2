/// A failure that is not the input's fault: a program `trellis` needs is missing or
/// failed, a file could not be written, or a built-in gallery scenario is broken. It
/// is reported like a ``CommandFailure``, as one line on standard error,
/// `error: <message>`, but exits with status ``exitCode`` so that scripts can tell it
/// from bad arguments and bad specs (status 2).
struct EnvironmentFailure: Error, Hashable, Sendable {
  /// The status of a run that failed because of its environment.
  static let exitCode: Int32 = 1

  /// What went wrong, without the `error: ` prefix.
  var message: String

  /// Creates a failure with a message.
  init(_ message: String) {
    self.message = message
  }
}
