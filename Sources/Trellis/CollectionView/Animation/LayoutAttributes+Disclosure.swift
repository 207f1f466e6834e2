extension LayoutAttributes {
  /// These attributes hidden under `discloser`: at its frame, one below its z-index,
  /// fully transparent.
  ///
  /// The rows an outline's expand shows start here and the rows a collapse hides end
  /// here, so that children come out from under their parent and go back into it (see
  /// ``UpdateOptions/disclosingItem``).
  ///
  /// ```swift
  /// let start = child.hidden(under: parent)
  /// ```
  public func hidden(under discloser: LayoutAttributes) -> LayoutAttributes {
    var hidden = self
    hidden.frame = discloser.frame
    hidden.zIndex = discloser.zIndex - 1
    hidden.alpha = 0
    return hidden
  }
}
