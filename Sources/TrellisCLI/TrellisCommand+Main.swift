import ArgumentParser
import Foundation

extension TrellisCommand {
  /// Runs the command named by the process's arguments.
  ///
  /// This replaces ArgumentParser's entry point only to make usage errors (an unknown
  /// option, a missing argument) behave like every other bad input of `trellis`: one
  /// line on standard error, `error: ...`, and exit status 2 instead of 64. Help,
  /// version requests and the other exits keep ArgumentParser's behavior.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        CommandFailure.write(message: usageMessage(for: error))
        Foundation.exit(CommandFailure.exitCode)
      }
      exit(withError: error)
    }
  }

  /// ArgumentParser's message for a usage error, starting in lower case, with a hint
  /// to the help.
  private static func usageMessage(for error: Error) -> String {
    let message = message(for: error)
    let lowercased = message.prefix(1).lowercased() + message.dropFirst()
    return lowercased + " (see 'trellis help')"
  }
}
