extension LayoutInput.Kind {
  /// A section background's insets.
  public static var sectionBackgroundInsets: Self { Self("section background insets") }
}

extension LayoutInput {
  /// The collection header's extent.
  public static var collectionHeader: Self { Self(Kind("the collection header's length")) }

  /// The collection header's parallax factor.
  public static var collectionHeaderParallax: Self {
    Self(
      Kind(
        "the collection header's parallax", invalidValue: Requirement("it must be between 0 and 1"))
    )
  }

  /// The collection footer's extent.
  public static var collectionFooter: Self { Self(Kind("the collection footer's length")) }

  /// A section background's insets; `nil` means the layout-wide value.
  public static func sectionBackgroundInsets(section: Int?) -> Self {
    Self(.sectionBackgroundInsets, .section(section))
  }
}
