import Trellis

extension LayoutDriver {
  /// Calls `body` with the attributes of every element whose frame intersects `rect`:
  /// UIKit's `layoutAttributesForElements(in:)`.
  ///
  /// Between a change of the data's counts and its update items the layout still has
  /// the frames of the data before, which UIKit must not take for the new data's: the
  /// answer is empty then, as `UICollectionViewCompositionalLayout`'s is, until
  /// ``prepare(forUpdates:dataSource:)`` lays out the new data. After data the layout
  /// refused, elements whose index paths that data lacks are left out. A swiped row
  /// shows slid, with the buttons it reveals beside it as decoration elements of kind
  /// `ElementKind.swipeAction(_:)` (see ``beginSwipe(at:)``).
  ///
  /// - Complexity: the layout's query, O(log *n* + *k*).
  public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    if awaitsUpdates { return }
    guard let counts = pendingItemCounts else {
      guard let swipe = interactiveSwipe else { return layout.forEachElement(in: rect, body) }
      return swipe.forEachElement(in: rect, of: layout) { body(Self.shown($0)) }
    }
    layout.forEachElement(in: rect) { attributes in
      if Self.exists(attributes.id, in: counts) { body(attributes) }
    }
  }

  /// The attributes of `element`, or `nil` if the layout has none, between a change of
  /// the data's counts and its update items (see ``forEachElement(in:_:)``), or after
  /// data the layout refused if that data lacks it: UIKit's
  /// `layoutAttributesForItem(at:)` and its kin.
  ///
  /// A swiped row answers slid; the button of a swipe action that no row shows answers
  /// collapsed and hidden at its row's edge, so that UIKit, which may still ask for a
  /// button that just left, always gets attributes.
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    if awaitsUpdates { return nil }
    if let counts = pendingItemCounts, !Self.exists(element, in: counts) { return nil }
    if let swipe = interactiveSwipe,
      let swiped = swipe.attributes(for: Self.coreElement(element), in: layout)
    {
      return Self.shown(swiped)
    }
    if Self.isSwipeButton(element) { return collapsedButton(element) }
    return layout.attributes(for: element)
  }

  /// Whether data of `counts` has `element`'s section, and for a cell its item.
  private static func exists(_ element: ElementID, in counts: [Int]) -> Bool {
    let indexPath = element.indexPath
    guard counts.indices.contains(indexPath.section) else { return false }
    guard case .cell = element else { return true }
    return indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
  }
}
