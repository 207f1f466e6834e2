import TrellisSpec

/// The commands a mistyped command name was probably meant to be.
enum CommandSuggestion {
  /// The commands `name` probably abbreviates or misspells, ignoring case: every command
  /// that starts with `name` if there is one (`lay` is `layout`, though `play` is one
  /// edit away), else the command nearest by edit distance within two edits (one for
  /// names of up to four letters); empty when no command is near.
  ///
  /// - Complexity: O(*c* × *m*²) for *c* commands of up to *m* characters.
  static func commands(for name: String, among commands: [String]) -> [String] {
    let lowercased = name.lowercased()
    if !lowercased.isEmpty {
      let abbreviated = commands.filter { $0.lowercased().hasPrefix(lowercased) }
      if !abbreviated.isEmpty { return abbreviated }
    }
    return Suggestion.closest(to: name, among: commands).map { [$0] } ?? []
  }

  /// `'layout'`, `'play' or 'playground'`, or `'a', 'b' or 'c'`: the commands quoted,
  /// the last two joined by "or".
  static func list(_ commands: [String]) -> String {
    let quoted = commands.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
