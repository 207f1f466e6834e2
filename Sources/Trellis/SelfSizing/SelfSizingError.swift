/// Why a measuring pass of a self-sizing collection view stopped.
///
/// The collection view stays consistent: the corrections applied before the error are
/// laid out, the views show them, and the content offset keeps the anchor in place.
public enum SelfSizingError: Error, Hashable, Sendable {
  /// The host measured a size that is negative, NaN, infinite or above
  /// ``LayoutLimits/maximumLength``; no size of that round was applied.
  case invalidMeasuredSize(ElementID, Size)
  /// An element's size changed more than ``MeasuredSizes/maximumCorrectionsPerPass``
  /// times in one pass, each measurement answering the last: its size depends on the
  /// frame it is given. `sizes` are the sizes it was given in turn; the last is applied.
  case measurementDidNotSettle(ElementID, sizes: [Size])
  /// The layout refused the corrected sizes.
  case layout(LayoutError)
}

extension SelfSizingError: CustomStringConvertible {
  /// A sentence that says what went wrong and with which element.
  public var description: String {
    switch self {
    case .invalidMeasuredSize(let element, let size):
      "the host measured \(element) as \(size), which is not a usable size"
    case .measurementDidNotSettle(let element, let sizes):
      "the size of \(element) did not settle: it changed \(sizes.count) times in one pass "
        + "(\(sizes.map { "\($0)" }.joined(separator: ", "))); "
        + "its measurement depends on the frame it is given"
    case .layout(let error): "the layout refused a measured size: \(error)"
    }
  }
}
