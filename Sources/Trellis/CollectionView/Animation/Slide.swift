/// The slide of the items that make room for a dragged one, as one step of the drag
/// builds it: the items whose places the step changed, each from where it is on screen,
/// and the items a slide in flight is still carrying to their places.
///
/// A new target turns every item around from where it is, partway along the slide in
/// flight, as UIKit's interactive movement does; a step that changes no place (a scroll
/// during the drag) leaves the slide in flight as it is.
struct Slide<View> {
  /// The curve of the slide this step starts.
  let curve: TimingCurve
  /// The slide in flight when the step began, if any.
  private let running: RunningAnimation<View>?
  /// Where each element of the slide in flight is in its plan, from the step's first
  /// move on: a step that moves nothing, such as a scroll, allocates nothing.
  private var runningIndex: [ElementID: Int]?
  /// The items whose places this step changed, from where they are to their new places.
  private var moves: [ElementAnimation] = []
  /// The view of each move, in the same order.
  private var views: [View] = []

  /// A step's slide along `curve`, taking over from `running`.
  init(curve: TimingCurve, running: RunningAnimation<View>?) {
    self.curve = curve
    self.running = running
  }

  /// Records that the item `element`, shown by `view` last given `shown`, goes to
  /// `target`.
  mutating func move(
    _ element: ElementID, in view: View, from shown: LayoutAttributes, to target: LayoutAttributes
  ) {
    if runningIndex == nil, let running {
      var index: [ElementID: Int] = [:]
      for (position, element) in running.plan.elements.enumerated() {
        index[element.element] = position
      }
      runningIndex = index
    }
    moves.append(
      ElementAnimation(
        element: element, change: .none, from: onScreen(element) ?? shown, to: target)
    )
    views.append(view)
  }

  /// Where the slide in flight shows `element` now, if it carries it.
  private func onScreen(_ element: ElementID) -> LayoutAttributes? {
    guard let running, let index = runningIndex?[element] else { return nil }
    return running.plan.elements[index].attributes(
      at: running.progress, curve: running.plan.curve)
  }

  /// The slide after this step, with each view of a new slide given its start; `nil`
  /// when nothing slides. Elements no longer in `visible` left the screen and leave the
  /// slide.
  func animation<Host: CollectionViewHost>(
    keeping visible: [ElementID: VisibleElement<View>], host: inout Host
  ) -> RunningAnimation<View>? where Host.View == View {
    guard !moves.isEmpty else {
      // No place changed: the slide in flight goes on, less what left the screen.
      guard var running else { return nil }
      guard running.plan.elements.contains(where: { visible[$0.element] == nil }) else {
        return running
      }
      let kept = running.plan.elements.indices.filter {
        visible[running.plan.elements[$0].element] != nil
      }
      guard !kept.isEmpty else { return nil }
      running.plan.elements = kept.map { running.plan.elements[$0] }
      running.views = kept.map { running.views[$0] }
      return running
    }
    var elements = moves
    var views = self.views
    let moved = Set(moves.map { $0.element })
    if let running, running.progress < 1 {
      for (index, element) in running.plan.elements.enumerated()
      where !moved.contains(element.element) && visible[element.element] != nil {
        let now = element.attributes(at: running.progress, curve: running.plan.curve)
        elements.append(
          ElementAnimation(element: element.element, change: .none, from: now, to: element.to))
        views.append(running.views[index])
      }
    }
    for index in elements.indices { host.apply(elements[index].from, to: views[index]) }
    return RunningAnimation(
      plan: AnimationPlan(elements: elements, curve: curve), views: views, leaving: [])
  }
}

extension CollectionView {
  /// Ends the slide of the items that make room for a dragged one, if one runs: each
  /// takes its new place at once. The drag goes on.
  func finishSlide(host: inout Host) {
    guard let slide = state.slide else { return }
    for index in slide.plan.elements.indices {
      host.apply(slide.plan.elements[index].to, to: slide.views[index])
    }
    state.replaceSlide(with: nil)
  }
}
