/// An animated update as a value: the start and end attributes of the elements visible
/// before or after it that it changes, and the timing curve that paces them. An element
/// that keeps its index path and its attributes may be left out; its view stays as it is.
///
/// Nothing in a plan runs a clock. A host (a UIKit adapter, the browser page, a test)
/// measures time, turns it into a progress from 0 to 1, and samples the plan there:
///
/// ```swift
/// let plan = AnimationPlan(elements: animations, curve: .easeInOut)
/// let progress = min(elapsed / 0.3, 1)
/// plan.forEachAttributes(at: progress) { attributes in
///   draw(attributes)
/// }
/// ```
///
/// For a spring, run progress 0...1 over the curve's ``TimingCurve/settlingDuration``.
public struct AnimationPlan: Hashable, Sendable {
  /// The animations of the elements, in the order they are sampled.
  public var elements: [ElementAnimation]
  /// The pacing shared by every element.
  public var curve: TimingCurve

  /// Creates a plan from the animations of its elements and a curve.
  public init(elements: [ElementAnimation], curve: TimingCurve = .easeInOut) {
    self.elements = elements
    self.curve = curve
  }

  /// Calls `body` with the attributes of every element at `progress`, in the order of
  /// ``elements``.
  ///
  /// The curve is evaluated once for all elements. See
  /// ``ElementAnimation/attributes(at:curve:)`` for what each element's attributes are.
  /// - Complexity: O(n) for n elements; allocates nothing.
  public func forEachAttributes(at progress: Double, _ body: (LayoutAttributes) -> Void) {
    let easedValue = curve.value(at: progress)
    for element in elements {
      body(element.attributes(at: progress, easedValue: easedValue))
    }
  }

  /// The attributes of every element at `progress`, in the order of ``elements``.
  /// - Complexity: O(n) for n elements.
  public func attributes(at progress: Double) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    result.reserveCapacity(elements.count)
    forEachAttributes(at: progress) { result.append($0) }
    return result
  }
}
