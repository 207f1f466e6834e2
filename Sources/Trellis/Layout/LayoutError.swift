/// Why a layout refused its input.
///
/// A layout that throws keeps the state it had before the call, so the previous frames
/// stay valid.
public enum LayoutError: Error, Hashable, Sendable {
  /// A size, inset, spacing, offset or scale is negative, NaN or infinite (or, for the
  /// scale, zero).
  case invalidValue(LayoutInput, Double)
  /// A count is negative.
  case invalidCount(LayoutInput, Int)

  /// The input that was rejected.
  public var input: LayoutInput {
    switch self {
    case .invalidValue(let input, _), .invalidCount(let input, _): input
    }
  }

  static func check(_ value: Double, as input: LayoutInput) throws(LayoutError) {
    guard value.isValidExtent else { throw .invalidValue(input, value) }
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

  static func check(count: Int, as input: LayoutInput) throws(LayoutError) {
    guard count >= 0 else { throw .invalidCount(input, count) }
  }
}

extension LayoutError: CustomStringConvertible {
  /// A sentence saying what is wrong and what is expected.
  public var description: String {
    switch self {
    case .invalidValue(.scale, let value):
      "\(LayoutInput.scale) is \(value); it must be finite and greater than zero"
    case .invalidValue(.collectionHeaderParallax, let value):
      "\(LayoutInput.collectionHeaderParallax) is \(value); it must be between 0 and 1"
    case .invalidValue(.contentOffset, let value):
      "\(LayoutInput.contentOffset) has the value \(value); it must be finite"
    case .invalidValue(.itemSize(let indexPath), 0):
      "\(LayoutInput.itemSize(indexPath)) has no extent across the columns; it must have a "
        + "positive one to be scaled to the column"
    case .invalidValue(let input, let value):
      "\(input) has the value \(value); it must be finite and not negative"
    case .invalidCount(.columnCount(let section), let count):
      "\(LayoutInput.columnCount(section: section)) is \(count); it must be at least 1 and "
        + "leave every column a positive width"
    case .invalidCount(.appendedItemCount(let section), let count):
      "\(LayoutInput.appendedItemCount(section: section)) is \(count); it must equal the "
        + "number of items the data source added to the end of the last section"
    case .invalidCount(let input, let count):
      "\(input) is \(count); it must not be negative"
    }
  }
}
