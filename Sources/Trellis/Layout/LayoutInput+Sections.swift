extension LayoutInput.Kind {
  /// A section's inset.
  public static var sectionInset: Self { Self("inset") }

  /// A section's minimum spacing between neighboring items.
  public static var minimumInteritemSpacing: Self { Self("minimum inter-item spacing") }
}

extension LayoutInput {
  /// A section's inset; `nil` means the layout-wide value.
  public static func sectionInset(section: Int?) -> Self { Self(.sectionInset, .section(section)) }

  /// A section's minimum inter-item spacing; `nil` means the layout-wide value.
  public static func minimumInteritemSpacing(section: Int?) -> Self {
    Self(.minimumInteritemSpacing, .section(section))
  }
}
