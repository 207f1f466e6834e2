/// How the row of a section that scrolls sideways moves under the finger and after it,
/// like `UICollectionLayoutSectionOrthogonalScrollingProperties`.
///
/// ```swift
/// var shelf = LayoutSection(group: cards)
/// shelf.orthogonalScrollingBehavior = .continuous
/// shelf.orthogonalScrollingProperties = OrthogonalScrollingProperties(
///   decelerationRate: .fast, bounce: .never)
/// ```
public struct OrthogonalScrollingProperties: Hashable, Sendable {
  /// How quickly a released row slows down, like `UIScrollView.DecelerationRate`: the
  /// part of its speed it keeps after each millisecond.
  public enum DecelerationRate: Hashable, Sendable {
    /// UIKit's normal rate, 0.998.
    case normal
    /// UIKit's fast rate, 0.99.
    case fast
    /// A rate of your own, from 0 to ``maximumRate``.
    case custom(Double)

    /// The largest custom rate: a release at 1,000 points per second then glides about
    /// 10,000 points.
    public static let maximumRate = 0.9999

    /// The part of its speed the row keeps after each millisecond.
    public var value: Double {
      switch self {
      case .normal: 0.998
      case .fast: 0.99
      case .custom(let value): value
      }
    }
  }

  /// Whether the row may be dragged past its ends, and spring back, like a scroll
  /// view's bouncing.
  public enum Bounce: Hashable, Sendable, CaseIterable {
    /// When the row is longer than the section's visible width.
    case automatic
    /// Always, even when the whole row is in view.
    case always
    /// Never: a drag stops at the row's ends.
    case never
  }

  /// How quickly a released row slows down.
  public var decelerationRate: DecelerationRate
  /// Whether the row may be dragged past its ends.
  public var bounce: Bounce

  /// Creates the properties: UIKit's normal deceleration and automatic bouncing by
  /// default.
  public init(decelerationRate: DecelerationRate = .normal, bounce: Bounce = .automatic) {
    self.decelerationRate = decelerationRate
    self.bounce = bounce
  }

  /// How far a row released at `velocity`, in points per second, glides before it
  /// stops on its own: `velocity × r / (1000 × (1 − r))` for the rate `r`, as a scroll
  /// view decelerates (0.499 s × `velocity` at the normal rate).
  public func decelerationDistance(velocity: Double) -> Double {
    let rate = decelerationRate.value
    return velocity * (rate / (1 - rate) / 1000)
  }

  /// Checks the custom rate, throwing an error that names it after `path`.
  func validate(at path: CompositionalInput) throws(LayoutError) {
    guard case .custom(let rate) = decelerationRate else { return }
    let input = LayoutInput.compositional(path.appending("decelerationRate"))
    guard rate.isFinite else { throw .invalidValue(input, rate) }
    let range = 0...DecelerationRate.maximumRate
    guard range.contains(rate) else { throw .valueOutOfRange(input, rate, range: range) }
  }
}

extension OrthogonalScrollingProperties {
  /// Whether a row whose largest resting offset is `maximumOffset` may be dragged past
  /// its ends.
  public func bounces(maximumOffset: Double) -> Bool {
    switch bounce {
    case .automatic: maximumOffset > 0
    case .always: true
    case .never: false
    }
  }

  /// The offset a drag of a row whose largest resting offset is `maximumOffset` to
  /// `offset` shows: `offset` itself where the row bounces, otherwise `offset` kept
  /// between zero and `maximumOffset`.
  public func draggedOffset(_ offset: Double, maximumOffset: Double) -> Double {
    bounces(maximumOffset: maximumOffset) ? offset : min(max(offset, 0), max(maximumOffset, 0))
  }
}
