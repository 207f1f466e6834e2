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

extension LayoutSpec {
  /// How the spec's items are sized, as its kind says.
  var itemSizing: ItemSizing {
    visitRegistered(SizingReader())
  }

  /// Reads how a spec's items are sized.
  private struct SizingReader: RegisteredSpecLayoutVisitor {
    func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> ItemSizing { spec.itemSizing }
  }
}
