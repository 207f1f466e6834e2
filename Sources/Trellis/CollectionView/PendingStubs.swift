// Temporary stand-ins until the updates and animation branches land. Naive.
public enum TimingCurve: Hashable, Sendable {
  case linear
  public func value(at progress: Double) -> Double { min(max(progress, 0), 1) }
}
public enum ElementChange: Hashable, Sendable { case insert, delete, move, reload, none }
public struct ElementAnimation: Hashable, Sendable {
  public var element: ElementID
  public var change: ElementChange
  public var from: LayoutAttributes
  public var to: LayoutAttributes
  public init(
    element: ElementID, change: ElementChange, from: LayoutAttributes, to: LayoutAttributes
  ) {
    self.element = element
    self.change = change
    self.from = from
    self.to = to
  }
}
public struct AnimationPlan: Hashable, Sendable {
  public var elements: [ElementAnimation]
  public var curve: TimingCurve
  public init(elements: [ElementAnimation], curve: TimingCurve = .linear) {
    self.elements = elements
    self.curve = curve
  }
}
extension ElementAnimation {
  public func attributes(at progress: Double, curve: TimingCurve) -> LayoutAttributes {
    let t = curve.value(at: progress)
    var a = to
    a.frame = Rect(
      x: from.frame.minX + (to.frame.minX - from.frame.minX) * t,
      y: from.frame.minY + (to.frame.minY - from.frame.minY) * t,
      width: from.frame.width + (to.frame.width - from.frame.width) * t,
      height: from.frame.height + (to.frame.height - from.frame.height) * t)
    a.alpha = from.alpha + (to.alpha - from.alpha) * t
    if progress < 1 { a.zIndex = from.zIndex }
    return a
  }
}
