import ArgumentParser
import Foundation

/// A failure a command reports as one line on standard error, `error: <message>`,
/// before exiting with status ``exitCode``.
struct CommandFailure: Error, Hashable, Sendable {
  /// The status of a run that failed because of its input: a bad spec, an unreadable
  /// file or a bad argument.
  static let exitCode: Int32 = 2

  /// What went wrong, without the `error: ` prefix.
  var message: String

  /// Creates a failure with a message.
  init(_ message: String) {
    self.message = message
  }

  /// Writes `error: <message>` and a line break to standard error.
  static func write(_ failure: CommandFailure) {
    write(message: failure.message)
  }

  /// Writes `error: <message>` and a line break to standard error, the message kept to
  /// one line.
  static func write(message: String) {
    let line = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    FileHandle.standardError.write(Data(("error: " + line + "\n").utf8))
  }
}

/// Runs a command's work, turning a ``CommandFailure`` or an ``EnvironmentFailure`` into
/// its `error:` line and exit status.
func reportingFailures(_ work: () throws -> Void) throws {
  do {
    try work()
  } catch let failure as CommandFailure {
    CommandFailure.write(failure)
    throw ExitCode(CommandFailure.exitCode)
  } catch let failure as EnvironmentFailure {
    CommandFailure.write(message: failure.message)
    throw ExitCode(EnvironmentFailure.exitCode)
  }
}
