extension LayoutSpec {
  /// The `type` names of the kinds of layout a spec can name, in the order the
  /// documentation lists them; the first is the kind of a spec that names none.
  ///
  /// ```swift
  /// LayoutSpec.typeNames.first  // "flow"
  /// ```
  public static var typeNames: [String] { LayoutRegistry.typeNames() }

  /// The `type` names of the kinds of layout that can do `capability`, in the order of
  /// ``typeNames``.
  public static func typeNames(that capability: LayoutCapability) -> [String] {
    LayoutRegistry.typeNames(that: capability)
  }
}
