extension Size: CustomStringConvertible {
  /// The size as Swift code that creates it, such as `Size(width: 375.0, height: 50.0)`.
  public var description: String { "Size(width: \(width), height: \(height))" }
}
