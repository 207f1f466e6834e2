extension LayoutInput {
  /// The size of the viewport.
  public static var viewportSize: Self { Self(Kind("the viewport size")) }

  /// The content offset.
  public static var contentOffset: Self {
    Self(
      Kind(
        "the content offset", invalidValue: Requirement(verb: "has the value", "it must be finite"))
    )
  }

  /// The content inset.
  public static var contentInset: Self { Self(Kind("the content inset")) }

  /// The safe area insets.
  public static var safeAreaInsets: Self { Self(Kind("the safe area insets")) }

  /// The layout margins.
  public static var layoutMargins: Self { Self(Kind("the layout margins")) }

  /// The screen scale.
  public static var scale: Self {
    Self(
      Kind("the screen scale", invalidValue: Requirement("it must be finite and greater than zero"))
    )
  }

  /// The offset across the scroll axis of section `section`'s row, which only a section
  /// that scrolls sideways has.
  public static func orthogonalOffset(section: Int) -> Self {
    Self(
      Kind(
        "orthogonal offset",
        invalidValue: Requirement(verb: "cannot be", "the section does not scroll sideways")),
      .section(section))
  }
}
