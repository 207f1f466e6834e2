extension LayoutInput.Kind {
  /// A section's number of columns.
  public static var columnCount: Self {
    Self(
      "number of columns", countLimit: LayoutLimits.maximumColumnCount,
      invalidCount: LayoutInput.Requirement(
        "it must be at least 1 and leave every column a positive width"))
  }

  /// A section's minimum spacing between columns.
  public static var minimumColumnSpacing: Self { Self("minimum column spacing") }

  /// The height of one item along the scroll axis.
  public static var itemHeight: Self { Self("height") }

  /// A section header's height along the scroll axis.
  public static var headerHeight: Self { Self("header height") }

  /// A section footer's height along the scroll axis.
  public static var footerHeight: Self { Self("footer height") }

  /// The insets around a section header.
  public static var headerInset: Self { Self("header inset") }

  /// The insets around a section footer.
  public static var footerInset: Self { Self("footer inset") }
}

extension LayoutInput {
  /// A section's number of columns; `nil` means the layout-wide value.
  public static func columnCount(section: Int?) -> Self { Self(.columnCount, .section(section)) }

  /// A section's minimum spacing between columns; `nil` means the layout-wide value.
  public static func minimumColumnSpacing(section: Int?) -> Self {
    Self(.minimumColumnSpacing, .section(section))
  }

  /// The height of one item along the scroll axis.
  public static func itemHeight(_ indexPath: IndexPath) -> Self {
    Self(.itemHeight, .item(indexPath))
  }

  /// The waterfall layout's layout-wide item height.
  public static var defaultItemHeight: Self { Self(Kind("the layout-wide item height")) }

  /// A section header's height along the scroll axis; `nil` means the layout-wide value.
  public static func headerHeight(section: Int?) -> Self { Self(.headerHeight, .section(section)) }

  /// A section footer's height along the scroll axis; `nil` means the layout-wide value.
  public static func footerHeight(section: Int?) -> Self { Self(.footerHeight, .section(section)) }

  /// The insets around a section header; `nil` means the layout-wide value.
  public static func headerInset(section: Int?) -> Self { Self(.headerInset, .section(section)) }

  /// The insets around a section footer; `nil` means the layout-wide value.
  public static func footerInset(section: Int?) -> Self { Self(.footerInset, .section(section)) }
}
