extension LayoutAttributes: CustomStringConvertible {
  /// The element and its frame, followed by the properties that differ from UIKit's
  /// defaults, on one line: `cell 0.3 Rect(x: 20.0, y: 65.0, width: 100.0, height:
  /// 120.0)`, or `supplementary header 1.0 Rect(...), zIndex: 1024` for a pinned header.
  ///
  /// A transform other than the identity is written as its four rows,
  /// `transform3D: [m11 m12 m13 m14; m21 ...; m41 m42 m43 m44]`.
  public var description: String {
    var text = "\(id) \(frame)"
    if zIndex != 0 { text += ", zIndex: \(zIndex)" }
    if alpha != 1 { text += ", alpha: \(alpha)" }
    if isHidden { text += ", hidden" }
    if cornerRadius != 0 { text += ", cornerRadius: \(cornerRadius)" }
    if !transform3D.isIdentity {
      let t = transform3D
      text += ", transform3D: [\(t.m11) \(t.m12) \(t.m13) \(t.m14);"
      text += " \(t.m21) \(t.m22) \(t.m23) \(t.m24);"
      text += " \(t.m31) \(t.m32) \(t.m33) \(t.m34);"
      text += " \(t.m41) \(t.m42) \(t.m43) \(t.m44)]"
    }
    return text
  }
}
