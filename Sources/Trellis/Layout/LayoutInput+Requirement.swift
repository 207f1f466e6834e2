extension LayoutInput {
  /// What a valid value of an input is, in the words of the error that rejects one:
  /// `<lead><input> <verb> <value>; <statement>`, such as
  /// `the day width has the value -1.0; it must be finite and greater than zero`.
  public struct Requirement: Hashable, Sendable {
    /// The words before the input, such as `the hour of `, or none.
    public var lead: StaticString
    /// The words between the input and the value, such as `is`.
    public var verb: StaticString
    /// The sentence after the value, such as `it must be at least 1`.
    public var statement: StaticString

    /// A requirement stated by `statement`, after `lead`, the input, `verb` and the
    /// value.
    public init(lead: StaticString = "", verb: StaticString = "is", _ statement: StaticString) {
      self.lead = lead
      self.verb = verb
      self.statement = statement
    }

    /// The sentence that rejects `value` of `input`.
    func sentence(rejecting value: String, of input: LayoutInput) -> String {
      "\(lead.text)\(input) \(verb.text) \(value); \(statement.text)"
    }
  }
}

extension LayoutInput.Requirement {
  /// Whether two requirements have the same words.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.lead.hasSameText(as: rhs.lead) && lhs.verb.hasSameText(as: rhs.verb)
      && lhs.statement.hasSameText(as: rhs.statement)
  }

  /// Feeds the words to `hasher`.
  public func hash(into hasher: inout Hasher) {
    lead.hashText(into: &hasher)
    verb.hashText(into: &hasher)
    statement.hashText(into: &hasher)
  }
}

extension LayoutInput.Requirement {
  /// A length, size, inset or spacing: finite and not negative.
  public static var finiteAndNotNegative: Self {
    Self(verb: "has the value", "it must be finite and not negative")
  }

  /// A length that must be finite and greater than zero.
  public static var positive: Self {
    Self(verb: "has the value", "it must be finite and greater than zero")
  }

  /// A count: not negative.
  public static var notNegative: Self { Self("it must not be negative") }

  /// A count of at least one.
  public static var atLeastOne: Self { Self("it must be at least 1") }
}
