/// Finds the name a misspelled field was probably meant to be.
package enum Suggestion {
  /// The name in `candidates` closest to `name`, ignoring case, if it is within two
  /// edits (one for names of up to four letters); the first such name on a tie.
  ///
  /// A name more than two characters longer than every candidate is within two edits
  /// of none, so only as much of it is read as could match.
  ///
  /// - Complexity: O(*c* × *m*²) for *c* candidates of up to *m* characters, whatever
  ///   the length of `name`.
  package static func closest(to name: String, among candidates: [String]) -> String? {
    let longest = candidates.lazy.map { $0.unicodeScalars.count }.max() ?? 0
    let head = String(String.UnicodeScalarView(name.unicodeScalars.prefix(longest + 3)))
    // Lowercasing never removes characters, so a head longer than any candidate by more
    // than the allowance stays that long.
    guard head.unicodeScalars.count <= longest + 2 else { return nil }
    let target = Array(head.lowercased().unicodeScalars)
    let allowance = target.count <= 4 ? 1 : 2
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
      if distance <= allowance && distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance: the fewest insertions, deletions and substitutions that
  /// turn `a` into `b`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
