extension LayoutInput.Kind {
  /// A section's minimum spacing between lines.
  public static var minimumLineSpacing: Self { Self("minimum line spacing") }

  /// A section header's reference size.
  public static var headerReferenceSize: Self { Self("header reference size") }

  /// A section footer's reference size.
  public static var footerReferenceSize: Self { Self("footer reference size") }
}

extension LayoutInput {
  /// The flow layout's layout-wide item size.
  public static var defaultItemSize: Self { Self(Kind("the layout-wide item size")) }

  /// A section's minimum line spacing; `nil` means the layout-wide value.
  public static func minimumLineSpacing(section: Int?) -> Self {
    Self(.minimumLineSpacing, .section(section))
  }

  /// A section header's reference size; `nil` means the layout-wide value.
  public static func headerReferenceSize(section: Int?) -> Self {
    Self(.headerReferenceSize, .section(section))
  }

  /// A section footer's reference size; `nil` means the layout-wide value.
  public static func footerReferenceSize(section: Int?) -> Self {
    Self(.footerReferenceSize, .section(section))
  }
}
