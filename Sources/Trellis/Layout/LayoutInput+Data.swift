extension LayoutInput.Kind {
  /// The number of items in a section.
  public static var numberOfItems: Self {
    Self("the number of items in section", countLimit: LayoutLimits.maximumItemCount)
  }

  /// The number of items appended to the end of a section.
  public static var appendedItemCount: Self {
    Self(
      "the number of items appended to section", countLimit: LayoutLimits.maximumItemCount,
      invalidCount: LayoutInput.Requirement(
        "it must equal the number of items the data source added to the end of the last section"
      ))
  }

  /// The size of one item.
  public static var itemSize: Self { Self("size") }
}

extension LayoutInput {
  /// The number of sections.
  public static var numberOfSections: Self {
    Self(Kind("the number of sections", countLimit: LayoutLimits.maximumSectionCount))
  }

  /// The number of items in a section.
  public static func numberOfItems(section: Int) -> Self {
    Self(.numberOfItems, .numbered(section))
  }

  /// The number of items appended to the end of a section.
  public static func appendedItemCount(section: Int) -> Self {
    Self(.appendedItemCount, .numbered(section))
  }

  /// The size of one item.
  public static func itemSize(_ indexPath: IndexPath) -> Self { Self(.itemSize, .item(indexPath)) }

  /// The number of elements of all sections together (see
  /// ``LayoutLimits/maximumElementCount``).
  public static var elementCount: Self {
    Self(
      Kind(
        "the number of elements of all sections", countLimit: LayoutLimits.maximumElementCount))
  }

  /// The size of the content that the other inputs add up to.
  public static var contentSize: Self { Self(Kind("the content size")) }
}
