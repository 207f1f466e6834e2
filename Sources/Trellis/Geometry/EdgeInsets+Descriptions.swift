extension EdgeInsets: CustomStringConvertible {
  /// The insets as Swift code that creates them, such as
  /// `EdgeInsets(top: 15.0, left: 20.0, bottom: 15.0, right: 20.0)`.
  public var description: String {
    "EdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}
