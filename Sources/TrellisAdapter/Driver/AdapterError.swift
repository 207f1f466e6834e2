import Trellis

/// Why a layout driver refused what a collection view asked of it. A refused request
/// changes nothing: the layout keeps the frames it had.
public enum AdapterError: Error, Hashable, Sendable {
  /// The layout refused a value read from the data source or the delegate.
  case layout(LayoutError)
  /// UIKit's update items do not form a batch update.
  case updateItems(UpdateItemError)
  /// The batch update does not match the counts before and after it.
  case invalidBatch(BatchUpdateError)
  /// A cell reported a preferred size that is negative, infinite or not a number.
  case invalidPreferredSize(ElementID, Size)
}

extension AdapterError: CustomStringConvertible {
  /// What was refused, and why.
  public var description: String {
    switch self {
    case .layout(let error): "the layout refused the data: \(error)"
    case .updateItems(let error): "invalid update items: \(error)"
    case .invalidBatch(let error): "invalid update: \(error)"
    case .invalidPreferredSize(let element, let size):
      "invalid preferred size \(size) for \(element)"
    }
  }
}
