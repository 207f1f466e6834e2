/// Why a layout refused its input.
///
/// A layout that throws keeps the state it had before the call, so the previous frames
/// stay valid.
public enum LayoutError: Error, Hashable, Sendable {
  /// A size, inset, spacing, offset or scale is negative, NaN or infinite (or, for the
  /// scale, zero), or an hour is outside its range.
  case invalidValue(LayoutInput, Double)
  /// A count is negative, or a count, day or hour is outside its range.
  case invalidCount(LayoutInput, Int)
  /// A section index names no section of the prepared layout.
  case sectionOutOfRange(Int, count: Int)
  /// A count is above its limit in ``LayoutLimits``; nothing was allocated for it.
  case countAboveLimit(LayoutInput, Int, limit: Int)
  /// A finite value is outside the range ``LayoutLimits`` allows for it; for
  /// ``LayoutInput/contentSize``, the content would extend that far along an axis.
  case valueOutOfRange(LayoutInput, Double, range: ClosedRange<Double>)
  /// A ``LayoutChange`` does not fit the data: it describes `change` sections where the
  /// data source has `dataSource` (input ``LayoutInput/numberOfSections``), or it keeps
  /// a section of `change` items unchanged where the data source has `dataSource` items
  /// in it (input ``LayoutInput/numberOfItems(section:)``, the section after the change).
  case changeMismatch(LayoutInput, change: Int, dataSource: Int)
  /// A supplementary or decoration item repeats the kind of another one that would be
  /// reported at the same index path: the input is the repeated kind's place.
  case duplicateKind(LayoutInput, ElementKind)
  /// A value contradicts what its place needs, as `conflict` says, such as a group
  /// with a `count` and two subitems.
  case conflict(LayoutInput, Conflict)

  /// What is wrong with a value that is not a bad number.
  public enum Conflict: Hashable, Sendable {
    /// A group has no subitems.
    case noSubitems
    /// A group with a `count` has this many subitems, not one.
    case countWithSubitems(Int)
    /// A group places no item, yet its section has items to show.
    case noItems
    /// The section does not scroll sideways, so it has no offset to set.
    case notScrollingSideways
  }

  /// The input that was rejected.
  public var input: LayoutInput {
    switch self {
    case .invalidValue(let input, _), .invalidCount(let input, _),
      .countAboveLimit(let input, _, _), .valueOutOfRange(let input, _, _),
      .changeMismatch(let input, _, _), .duplicateKind(let input, _), .conflict(let input, _):
      input
    case .sectionOutOfRange: .numberOfSections
    }
  }

  static func check(_ size: Size, as input: LayoutInput) throws(LayoutError) {
    try check(size.width, as: input)
    try check(size.height, as: input)
  }

  static func check(_ insets: EdgeInsets, as input: LayoutInput) throws(LayoutError) {
    try check(insets.top, as: input)
    try check(insets.left, as: input)
    try check(insets.bottom, as: input)
    try check(insets.right, as: input)
  }
}
