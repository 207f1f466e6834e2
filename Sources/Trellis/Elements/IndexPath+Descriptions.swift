extension IndexPath: CustomStringConvertible {
  /// The index path as `section.item`, for example `2.5` for item 5 of section 2, the
  /// way specs and `trellis` name elements.
  public var description: String { "\(section).\(item)" }
}
