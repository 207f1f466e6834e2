extension UpdateError: CustomStringConvertible {
  /// The rule or the value that was refused.
  public var description: String {
    switch self {
    case .invalidBatch(let error): "invalid update: \(error)"
    case .layout(let error): "the layout refused the new data: \(error)"
    }
  }
}
