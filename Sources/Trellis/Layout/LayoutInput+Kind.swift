extension LayoutInput {
  /// Which value a layout reads, apart from the section, item or number it belongs
  /// to: the words naming it, the limit of a count, and what an error says a valid
  /// value is.
  ///
  /// Its words are static strings, so that making an input costs nothing on the paths
  /// that check a value for every item and only name it when it is wrong.
  public struct Kind: Hashable, Sendable {
    /// The words naming the value, read as the input's ``Subject`` says.
    public var phrase: StaticString
    /// The largest count the value may be, or `Int.max` for a count without a limit
    /// in ``LayoutLimits``.
    public var countLimit: Int
    /// What an error says about a value of the kind that
    /// ``LayoutError/invalidValue(_:_:)`` rejects.
    public var invalidValue: Requirement
    /// What an error says about a count of the kind that
    /// ``LayoutError/invalidCount(_:_:)`` rejects.
    public var invalidCount: Requirement

    /// The kind of value that `phrase` names.
    ///
    /// A rejected value must by default be finite and not negative, and a rejected
    /// count not negative.
    public init(
      _ phrase: StaticString, countLimit: Int = .max,
      invalidValue: Requirement = .finiteAndNotNegative,
      invalidCount: Requirement = .notNegative
    ) {
      self.phrase = phrase
      self.countLimit = countLimit
      self.invalidValue = invalidValue
      self.invalidCount = invalidCount
    }
  }
}

extension LayoutInput.Kind {
  /// Whether two kinds have the same words and limit.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.phrase.hasSameText(as: rhs.phrase) && lhs.countLimit == rhs.countLimit
      && lhs.invalidValue == rhs.invalidValue && lhs.invalidCount == rhs.invalidCount
  }

  /// Feeds the phrase and the limit to `hasher`.
  public func hash(into hasher: inout Hasher) {
    phrase.hashText(into: &hasher)
    hasher.combine(countLimit)
  }
}
