import ArgumentParser
import Foundation
import TrellisSpec

extension TrellisCommand {
  /// Runs the command named by the process's arguments.
  ///
  /// This replaces ArgumentParser's entry point only to make usage errors (an unknown
  /// command or option, a missing argument) behave like every other bad input of
  /// `trellis`: one line on standard error, `error: ...`, and exit status 2 instead of
  /// 64; a misspelled command gets the nearest one as a suggestion. Help, version
  /// requests and the other exits keep ArgumentParser's behavior.
  static func main() {
    if let message = unknownCommandMessage(CommandLine.arguments.dropFirst()) {
      CommandFailure.write(message: message)
      Foundation.exit(CommandFailure.exitCode)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      if exitCode(for: error) == .validationFailure {
        CommandFailure.write(
          message: usageMessage(for: error, arguments: CommandLine.arguments.dropFirst()))
        Foundation.exit(CommandFailure.exitCode)
      }
      exit(withError: error)
    }
  }

  /// The names of the subcommands, and `help`.
  static var commandNames: [String] {
    configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// The message for arguments whose first word is not a command, such as
  /// `'lay' is not a trellis command; did you mean 'layout'?`, or `nil` when the first
  /// argument is a command or an option.
  static func unknownCommandMessage(_ arguments: some Collection<String>) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first)
    else { return nil }
    let quoted = "'" + first.prefix(100) + (first.count > 100 ? "...'" : "'")
    let suggestions = CommandSuggestion.commands(
      for: String(first.prefix(100)), among: commandNames)
    if !suggestions.isEmpty {
      return "\(quoted) is not a trellis command; did you mean "
        + "\(CommandSuggestion.list(suggestions))?"
    }
    return "\(quoted) is not a trellis command; the commands are "
      + commandNames.joined(separator: ", ") + " (see 'trellis help')"
  }

  /// ArgumentParser's message for a usage error, starting in lower case, with a hint
  /// to the help of the command the arguments name, such as
  /// `unknown option '--frobnicate' (see 'trellis help layout')`.
  static func usageMessage(for error: Error, arguments: some Collection<String>) -> String {
    let message = message(for: error)
    let lowercased = message.prefix(1).lowercased() + message.dropFirst()
    return lowercased + " (see '\(helpCommand(for: arguments))')"
  }

  /// `trellis help COMMAND` for arguments that start with a command other than `help`,
  /// else `trellis help`.
  static func helpCommand(for arguments: some Collection<String>) -> String {
    guard let first = arguments.first, first != "help", commandNames.contains(first) else {
      return "trellis help"
    }
    return "trellis help \(first)"
  }
}
