/// The largest inputs a layout accepts, and the range its coordinates stay in.
///
/// Every limit is far above real use and is checked before anything is allocated for
/// it, so a hostile or corrupt data source gets a ``LayoutError`` naming the value and
/// the limit, and the layout keeps its state, rather than exhausting memory:
///
/// | what | limit |
/// |---|---|
/// | sections | ``maximumSectionCount``: 1,000,000 |
/// | items in one section | ``maximumItemCount``: 50,000,000 |
/// | elements of all sections together | ``maximumElementCount``: 50,000,000 |
/// | columns of one section | ``maximumColumnCount``: 1,000 |
/// | day columns | ``maximumDayCount``: 1,000,000 |
/// | a length, inset, spacing, size or offset | ``maximumLength``: 10^12 points |
/// | the content size, along each axis | ``maximumLength``: 10^12 points |
/// | the screen scale | ``scaleRange``: 0.01 to 100 |
///
/// Lengths are bounded so that sums and products of them stay finite, and the content
/// size so that a `Double` keeps positions to well under a pixel: at 10^12 points, one
/// unit in the last place is about 0.0001 points, a hundredth of the smallest pixel the
/// scale range allows. A layout whose content would be larger than ``maximumLength``
/// along an axis throws ``LayoutError/valueOutOfRange(_:_:range:)`` for
/// ``LayoutInput/contentSize``; within the limits every frame lies in
/// ``coordinateRange``.
public enum LayoutLimits {
  /// The most sections a layout accepts.
  public static let maximumSectionCount = 1_000_000

  /// The most items in one section, whatever a layout calls them.
  public static let maximumItemCount = 50_000_000

  /// The most elements of all sections together: the items of every section, and the
  /// columns of every section of a layout with columns (each column costs about as much
  /// as an item).
  public static let maximumElementCount = 50_000_000

  /// The longest length, inset, spacing or size, the largest content offset in either
  /// direction, and the largest extent of the content along each axis, in points.
  public static let maximumLength = 1e12

  /// The lengths a layout accepts: from zero to ``maximumLength``.
  public static let lengthRange = 0...maximumLength

  /// The content offsets a layout accepts along each axis.
  public static let offsetRange = -maximumLength...maximumLength

  /// The screen scales a layout accepts, in pixels per point.
  public static let scaleRange = 0.01...100.0

  /// The range that every edge of every frame lies in when the inputs are within the
  /// limits: a few times ``maximumLength`` either way, as pinned elements follow the
  /// content offset and items may be wider than the content.
  public static let coordinateRange = -1e13...1e13
}

extension LayoutError {
  /// Checks a count: not negative, and within its limit in ``LayoutLimits``.
  static func check(count: Int, as input: LayoutInput) throws(LayoutError) {
    guard count >= 0 else { throw .invalidCount(input, count) }
    let limit = input.kind.countLimit
    guard count <= limit else { throw .countAboveLimit(input, count, limit: limit) }
  }

  /// Checks the number of items of `section`, as ``check(count:as:)`` does with
  /// ``LayoutInput/numberOfItems(section:)``, naming the section only when the count
  /// is wrong: a layout checks every section's count on each update.
  @inline(__always)
  static func check(itemCount count: Int, inSection section: Int) throws(LayoutError) {
    if count < 0 || count > LayoutLimits.maximumItemCount {
      try check(count: count, as: .numberOfItems(section: section))
    }
  }

  /// Checks a length: finite, not negative, and at most ``LayoutLimits/maximumLength``.
  static func check(_ value: Double, as input: LayoutInput) throws(LayoutError) {
    guard value.isFinite && value >= 0 else { throw .invalidValue(input, value) }
    guard value <= LayoutLimits.maximumLength else {
      throw .valueOutOfRange(input, value, range: LayoutLimits.lengthRange)
    }
  }

  /// Checks a length that must also be greater than zero.
  static func checkPositive(_ value: Double, as input: LayoutInput) throws(LayoutError) {
    guard value.isFinite && value > 0 else { throw .invalidValue(input, value) }
    try check(value, as: input)
  }

  /// Checks an offset: finite and within ``LayoutLimits/offsetRange``.
  static func check(offset value: Double, as input: LayoutInput) throws(LayoutError) {
    guard value.isFinite else { throw .invalidValue(input, value) }
    guard LayoutLimits.offsetRange.contains(value) else {
      throw .valueOutOfRange(input, value, range: LayoutLimits.offsetRange)
    }
  }

  /// Checks the size of finished content: finite and at most
  /// ``LayoutLimits/maximumLength`` along each axis.
  static func check(contentSize size: Size) throws(LayoutError) {
    try check(contentExtent: size.width)
    try check(contentExtent: size.height)
  }

  /// Checks one extent of finished content, as ``check(contentSize:)`` does.
  private static func check(contentExtent extent: Double) throws(LayoutError) {
    guard extent <= LayoutLimits.maximumLength else {
      throw .valueOutOfRange(.contentSize, extent, range: LayoutLimits.lengthRange)
    }
  }
}

/// The elements a preparation has counted so far, checked against
/// ``LayoutLimits/maximumElementCount`` before anything is allocated for them.
struct ElementBudget {
  /// The elements counted so far, never more than the limit.
  private(set) var total: Int

  /// A budget that starts with `total` elements, which are within the limit.
  init(total: Int = 0) {
    self.total = total
  }

  /// Counts `count` more elements (a count that is itself checked), throwing if the
  /// total would pass the limit.
  mutating func add(_ count: Int) throws(LayoutError) {
    let limit = LayoutLimits.maximumElementCount
    guard count <= limit - total else {
      let (sum, overflow) = total.addingReportingOverflow(count)
      throw .countAboveLimit(.elementCount, overflow ? .max : sum, limit: limit)
    }
    total += count
  }

  /// Replaces `old` counted elements by `new` ones.
  mutating func replace(_ old: Int, with new: Int) throws(LayoutError) {
    total -= old
    try add(new)
  }

  /// Checks that the items of all sections, `itemCounts`, are within the limit
  /// together.
  static func check(total itemCounts: [Int]) throws(LayoutError) {
    var budget = ElementBudget()
    for count in itemCounts { try budget.add(count) }
  }
}
