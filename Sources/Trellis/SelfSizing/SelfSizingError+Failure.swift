extension SelfSizingError {
  /// Throws `error`.
  ///
  /// The inlinable steps of a measuring pass throw through this call rather than with a
  /// `throw` statement of their own: a `throw` of a typed error in an inlinable body
  /// crashes the compiler (in SILGen's `emitThrow`) when a client builds against an SDK
  /// whose standard library lacks the hook typed throws call, such as iPhoneOS 16.5's,
  /// while a call that rethrows does not. This function's body is not inlinable, so
  /// clients never compile it.
  @usableFromInline
  static func fail(_ error: SelfSizingError) throws(SelfSizingError) -> Never {
    throw error
  }
}
