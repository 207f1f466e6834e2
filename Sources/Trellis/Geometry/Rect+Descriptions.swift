extension Rect: CustomStringConvertible {
  /// The rectangle as Swift code that creates it, on one line, such as
  /// `Rect(x: 20.0, y: 65.0, width: 100.0, height: 120.0)`.
  public var description: String {
    "Rect(x: \(origin.x), y: \(origin.y), width: \(size.width), height: \(size.height))"
  }
}
