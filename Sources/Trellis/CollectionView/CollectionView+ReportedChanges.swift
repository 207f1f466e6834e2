// An update that keeps every index path, whose layout says what it changed, touches only
// the views of the elements it names: the others keep their views and attributes.
extension CollectionView {
  /// Plans the animation of an update from the layout's ``CollectionLayout/lastUpdateReport``
  /// alone: the elements it names and the reloaded items get new attributes, views or
  /// none, and every other view stays as it is; `nil`, with nothing changed, when the
  /// update moves index paths, the report is not small enough or not precise enough
  /// (it names everything, or whole sections that may be on screen), the views do not
  /// show ``visibleRect`` as the last pass left it, or an element it names is drawn
  /// with a 3D transform, whose drawn shape only the layout's query knows.
  ///
  /// - Complexity: O(*r*) for the *r* elements the report names and the reloaded items.
  func planReportedAnimation(_ mapping: UpdateMapping, curve: TimingCurve, host: inout Host)
    -> AnimationPlan?
  {
    let rect = visibleRect
    guard mapping.keepsIndexPaths, shownRect == rect else { return nil }
    let report = layout.lastUpdateReport
    guard !report.changesEverything,
      report.sections.isEmpty || !(report.sectionBounds?.intersects(rect) ?? true),
      report.namedElementCount + mapping.items.reloaded.count <= visible.count + 32
    else { return nil }
    var named: [(id: ElementID, end: LayoutAttributes?, change: ElementChange)] = []
    named.reserveCapacity(report.namedElementCount + mapping.items.reloaded.count)
    func name(_ id: ElementID, _ change: ElementChange) -> Bool {
      let end = layout.attributes(for: id)
      guard end?.transform3D.isIdentity ?? true,
        visible[id]?.attributes.transform3D.isIdentity ?? true
      else { return false }
      named.append((id, end, change))
      return true
    }
    for run in report.items {
      for item in run.items {
        let indexPath = IndexPath(item: item, section: run.section)
        guard !mapping.items.reloaded.sortedContains(indexPath) else { continue }
        guard name(.cell(indexPath), .none) else { return nil }
      }
    }
    for element in report.elements {
      guard name(element, .none) else { return nil }
    }
    for indexPath in mapping.items.reloaded {
      guard name(.cell(indexPath), .reload) else { return nil }
    }
    return planAnimation(of: named, in: rect, curve: curve, host: &host)
  }

  /// Gives each of `named` its attributes after the update, `end`, or takes its view
  /// away when it is gone or outside `rect`, and plans their animation.
  private func planAnimation(
    of named: [(id: ElementID, end: LayoutAttributes?, change: ElementChange)], in rect: Rect,
    curve: TimingCurve, host: inout Host
  ) -> AnimationPlan {
    var elements: [ElementAnimation] = []
    var views: [Host.View] = []
    var leaving: [VisibleElement<Host.View>] = []
    var left: [ElementAnimation] = []
    for (id, end, change) in named {
      let onScreen = end.map { $0.frame.intersects(rect) } ?? false
      if let index = visible.index(forKey: id) {
        let start = visible.values[index].attributes
        guard let end, onScreen else {
          // It left the screen or is gone: it ends where the layout now puts it, or fades.
          let element = visible.remove(at: index).value
          var last =
            end ?? layout.finalAttributes(forDisappearing: start) ?? Self.transparent(start)
          last.id = id
          left.append(ElementAnimation(element: id, change: change, from: start, to: last))
          leaving.append(element)
          continue
        }
        if change == .reload { host.configure(visible.values[index].view, for: id) }
        guard start != end || change == .reload else { continue }
        visible.values[index].take(end)
        elements.append(ElementAnimation(element: id, change: change, from: start, to: end))
        views.append(visible.values[index].view)
      } else if let end, onScreen {
        var start =
          layout.attributesBeforeUpdate(for: id) ?? layout.initialAttributes(forAppearing: id)
          ?? Self.transparent(end)
        start.id = id
        let element = makeView(for: start, host: &host)
        visible[id] = VisibleElement(
          view: element.view, attributes: end, reuseIdentifier: element.reuseIdentifier,
          mark: element.mark)
        elements.append(ElementAnimation(element: id, change: change, from: start, to: end))
        views.append(element.view)
      }
    }
    elements += left
    views += leaving.map { $0.view }
    let plan = AnimationPlan(elements: elements, curve: curve)
    state.startAnimation(RunningAnimation(plan: plan, views: views, leaving: leaving))
    return plan
  }
}
