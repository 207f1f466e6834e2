extension Point: CustomStringConvertible {
  /// The point as Swift code that creates it, such as `Point(x: 20.0, y: 65.0)`.
  public var description: String { "Point(x: \(x), y: \(y))" }
}
