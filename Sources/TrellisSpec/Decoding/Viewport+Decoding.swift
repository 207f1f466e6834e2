import Trellis

extension Viewport {
  /// The fields of the `viewport` object.
  static let specFieldNames = [
    "width", "height", "scale", "contentOffset", "contentInset", "safeAreaInsets",
    "layoutMargins", "layoutDirection",
  ]

  /// Reads the `viewport` object; absent fields keep the values of
  /// ``Spec/defaultViewport``.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.specFieldNames)
    self = Spec.defaultViewport
    if let node = fields["width"] { size.width = try node.extent() }
    if let node = fields["height"] { size.height = try node.extent() }
    if let node = fields["scale"] { scale = try node.positive() }
    if let node = fields["contentOffset"] { contentOffset = try node.point() }
    if let node = fields["contentInset"] { contentInset = try node.insets() }
    if let node = fields["safeAreaInsets"] { safeAreaInsets = try node.insets() }
    if let node = fields["layoutMargins"] { layoutMargins = try node.insets() }
    if let node = fields["layoutDirection"] {
      layoutDirection = try node.choice(SpecNames.layoutDirection)
    }
  }
}
