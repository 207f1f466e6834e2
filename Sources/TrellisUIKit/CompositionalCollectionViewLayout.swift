#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` backed by a `CompositionalLayout`: sections of nested
  /// groups, with shelves that scroll sideways inside the collection view as
  /// `UICollectionViewCompositionalLayout`'s orthogonal sections do.
  ///
  /// A pan across the scroll axis that starts over a shelf (a section with an
  /// ``Trellis/OrthogonalScrollingBehavior``) scrolls that shelf's row, and nothing else:
  /// the layout invalidates only the row's elements in the bounds. A pan along the axis
  /// scrolls the collection view as usual. When the finger lifts, the row glides to
  /// where its behavior rests it (a page, a group, or where it stops), slowing down as
  /// a scroll view decelerates (``Trellis/Glide``), at once when Reduce Motion is on; past its ends the row follows the finger at half the distance
  /// and comes back.
  ///
  /// Items whose length along the scroll axis is ``Trellis/LayoutDimension/estimated(_:)``
  /// size themselves, as with `UICollectionViewCompositionalLayout`: each starts at its
  /// estimate, the size its cell reports through `preferredLayoutAttributesFitting(_:)`
  /// lays the layout out again, and what the user is looking at stays where it is (see
  /// ``SelfSizingCollectionViewLayout``). Other lengths stay as the sections give them.
  ///
  /// ```swift
  /// let layout = CompositionalCollectionViewLayout { section, environment in
  ///   section == 0 ? heroShelf : grid
  /// }
  /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// ```
  open class CompositionalCollectionViewLayout: SelfSizingCollectionViewLayout<
    CountedCompositionalSource<UICollectionView>
  >, UIGestureRecognizerDelegate
  {
    /// The pan that scrolls shelves; the collection view's own pan waits for it to fail,
    /// which it does at once for a pan along the scroll axis or away from shelves.
    public private(set) lazy var shelfPanGestureRecognizer: UIPanGestureRecognizer = {
      let pan = UIPanGestureRecognizer(target: self, action: #selector(panShelf(_:)))
      pan.delegate = self
      return pan
    }()

    /// The VoiceOver rotor that steps through the cards of every shelf, those wholly out
    /// of view included: each step scrolls the card's shelf, and the collection view when
    /// needed, so that the card shows whole, and moves the focus to it. Its name is
    /// "Cards"; set `name` to your app's word for it.
    public private(set) lazy var shelfRotor = UIAccessibilityCustomRotor(name: "Cards") {
      [weak self] predicate in
      self?.card(for: predicate)
    }

    /// `true`: a list section's rows slide to show their swipe actions (see
    /// ``Trellis/ListConfiguration/leadingSwipeActionsConfigurationProvider``).
    open override var allowsSwipeActions: Bool { true }

    /// The shelf under the pan and its offset when the pan began.
    private var panStart: (section: Int, offset: Double)?
    /// The glide of a released row, when it began, and the display link that drives it.
    private var glide: (section: Int, motion: Glide, start: CFTimeInterval)?
    private var glideLink: CADisplayLink?

    /// A layout whose every section is `section`.
    public convenience init(
      section: LayoutSection, configuration: CompositionalLayout.Configuration = .init()
    ) {
      self.init(
        layout: CompositionalLayout(section: section, configuration: configuration),
        record: SelfSizingRecord(
          selfSizingElements: .all, scrollDirection: configuration.scrollDirection)
      ) { collectionView, _ in CountedCompositionalSource(counts: collectionView) }
    }

    /// A layout whose sections `provider` gives, by index, as
    /// `UICollectionViewCompositionalLayout(sectionProvider:)` does.
    ///
    /// The provider runs on the main actor, where UIKit prepares its layouts, so it may
    /// read a view controller's state; its environment carries the collection view's
    /// trait collection (size classes, content size category) along with the container.
    ///
    /// ```swift
    /// CompositionalCollectionViewLayout { [unowned self] section, environment in
    ///   environment.traitCollection.horizontalSizeClass == .regular
    ///     ? self.wideSection(section) : self.narrowSection(section)
    /// }
    /// ```
    public convenience init(
      configuration: CompositionalLayout.Configuration = .init(),
      sectionProvider provider:
        @escaping @MainActor (_ section: Int, _ environment: SectionEnvironment) -> LayoutSection
    ) {
      let traits = TraitsBox()
      let sendable: @Sendable (Int, LayoutEnvironment) -> LayoutSection = {
        section, environment in
        Self.onMainActor {
          provider(
            section, SectionEnvironment(layout: environment, traitCollection: traits.current))
        }
      }
      self.init(
        layout: CompositionalLayout(configuration: configuration, sectionProvider: sendable),
        record: SelfSizingRecord(
          selfSizingElements: .all, scrollDirection: configuration.scrollDirection)
      ) { collectionView, _ in
        traits.current = collectionView.traitCollection
        return CountedCompositionalSource(counts: collectionView)
      }
    }

    /// The trait collection of the collection view being prepared, which the data source
    /// of each preparation records before the layout calls the section provider.
    private final class TraitsBox: @unchecked Sendable {
      /// Read and written on the main actor only, during a preparation.
      var current = UITraitCollection()
    }

    /// Calls `body`, isolated to the main actor, from the core layout's nonisolated
    /// section callback. UIKit prepares its layouts on the main thread only, which this
    /// checks: `MainActor.assumeIsolated` does the same, but the iOS 16 SDK's standard
    /// library lacks it.
    private nonisolated static func onMainActor<T>(_ body: @MainActor () -> T) -> T {
      dispatchPrecondition(condition: .onQueue(.main))
      return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
      }
    }

    open override func prepare() {
      super.prepare()
      guard let collectionView, shelfPanGestureRecognizer.view !== collectionView else { return }
      removeShelfControls()
      collectionView.addGestureRecognizer(shelfPanGestureRecognizer)
      collectionView.accessibilityCustomRotors =
        (collectionView.accessibilityCustomRotors ?? []) + [shelfRotor]
      rotorView = collectionView
      if focusObservations.isEmpty {
        focusObservations.append(
          NotificationObservation(UIAccessibility.elementFocusedNotification) { [weak self] in
            self?.showFocusedCard(
              UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView
                ?? UIAccessibility.focusedElement(using: .notificationSwitchControl) as? UIView)
          })
        if #available(iOS 15.0, *) {
          focusObservations.append(
            NotificationObservation(UIFocusSystem.didUpdateNotification) { [weak self] in
              guard let collectionView = self?.collectionView else { return }
              self?.showFocusedCard(
                UIFocusSystem.focusSystem(for: collectionView)?.focusedItem as? UIView)
            })
        }
      }
    }

    /// The observations of VoiceOver's and Switch Control's focus and of the focus
    /// system's (Full Keyboard Access).
    private var focusObservations: [NotificationObservation] = []

    /// Scrolls the shelf of the card that has the focus (VoiceOver's, Switch Control's
    /// or the keyboard's) so that it shows whole: moving on from a card reaches the next
    /// one, which then peeks in, and so every card of a shelf is reachable although the
    /// shelf is no scroll view.
    private func showFocusedCard(_ focused: UIView?) {
      guard let collectionView, collectionView.collectionViewLayout === self,
        let item = indexPath(ofCellContaining: focused)
      else { return }
      guard let current = layout.orthogonalOffset(ofSection: item.section),
        let target = driver.orthogonalOffset(showing: item), target != current
      else { return }
      glide(item.section, Glide(from: current, to: target, velocity: 0, rate: .fast))
    }

    /// What VoiceOver says after ``accessibilityScroll(_:from:)`` pages a shelf, given
    /// the first and the last card in view (counted from 0) and the shelf's number of
    /// cards: "Cards 5 to 8 of 20" by default. Set it to your app's words.
    public var shelfPageAnnouncement: (_ first: Int, _ last: Int, _ count: Int) -> String = {
      first, last, count in "Cards \(first + 1) to \(last + 1) of \(count)"
    }

    /// Scrolls the shelf of the card `cell` by a page in `direction`, as a scroll view
    /// does for VoiceOver's three-finger swipe, and announces the cards it then shows
    /// (``shelfPageAnnouncement``), when `cell`'s collection view has a compositional
    /// layout.
    ///
    /// The shelves are no scroll views, and a layout cannot answer
    /// `accessibilityScroll(_:)` for your cells, so a card's cell answers it with this
    /// (UIKit calls it on the main thread, outside the main actor's isolation):
    ///
    /// ```swift
    /// override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
    ///   CompositionalCollectionViewLayout.accessibilityScroll(direction, from: self)
    /// }
    /// ```
    ///
    /// - Returns: `false`, for VoiceOver to scroll the collection view instead, when
    ///   `cell` is in no collection view with a compositional layout, or as the layout's
    ///   own `accessibilityScroll(_:from:)` says.
    public nonisolated static func accessibilityScroll(
      _ direction: UIAccessibilityScrollDirection, from cell: UICollectionViewCell
    ) -> Bool {
      onMainActor {
        let layout = (cell.superview as? UICollectionView)?.collectionViewLayout
        return (layout as? CompositionalCollectionViewLayout)?
          .accessibilityScroll(direction, from: cell) ?? false
      }
    }

    /// Scrolls the shelf of the card `cell` by a page in `direction`, as a scroll view
    /// does for VoiceOver's three-finger swipe, and announces the cards it then shows
    /// (``shelfPageAnnouncement``): what the static
    /// `accessibilityScroll(_:from:)` does for a cell of this layout's collection view.
    ///
    /// A swipe to the left shows the cards to the right (those further on, left to right;
    /// those before, right to left), as in a scroll view; up and down page the rows of a
    /// layout that scrolls sideways. A page is the width of the bounds, resting where the
    /// shelf's behavior rests it (``LayoutDriver/orthogonalOffset(pagingSection:forward:)``).
    ///
    /// - Returns: `false`, for VoiceOver to scroll the collection view instead, when
    ///   `cell` is no card of a shelf, `direction` runs along the layout's axis, or the
    ///   shelf is at that end already.
    public func accessibilityScroll(
      _ direction: UIAccessibilityScrollDirection, from cell: UICollectionViewCell
    ) -> Bool {
      guard let collectionView, collectionView.collectionViewLayout === self,
        let card = indexPath(ofCellContaining: cell)
      else { return false }
      let mirrored = layout.viewport.layoutDirection == .rightToLeft
      let forward: Bool
      switch direction {
      case .left where shelvesScrollAlongX: forward = !mirrored
      case .right where shelvesScrollAlongX: forward = mirrored
      case .up where !shelvesScrollAlongX: forward = true
      case .down where !shelvesScrollAlongX: forward = false
      default: return false
      }
      guard let target = driver.orthogonalOffset(pagingSection: card.section, forward: forward)
      else { return false }
      stopGlide()
      scrollSection(card.section, to: target)
      collectionView.layoutIfNeeded()
      var shown: ClosedRange<Int>?
      layout.forEachElement(in: layout.viewport.bounds) { element in
        guard element.category == .cell, element.id.indexPath.section == card.section else {
          return
        }
        let item = element.id.indexPath.item
        shown = shown.map { min($0.lowerBound, item)...max($0.upperBound, item) } ?? item...item
      }
      if let shown {
        UIAccessibility.postPageScrolled(
          shelfPageAnnouncement(
            shown.lowerBound, shown.upperBound,
            collectionView.numberOfItems(inSection: card.section)))
      }
      return true
    }

    /// The index path of the cell that is or contains `view`, if any.
    private func indexPath(ofCellContaining view: UIView?) -> Trellis.IndexPath? {
      guard let collectionView, var view else { return nil }
      while !(view is UICollectionViewCell), let parent = view.superview { view = parent }
      guard let cell = view as? UICollectionViewCell,
        let indexPath = collectionView.indexPath(for: cell)
      else { return nil }
      return Trellis.IndexPath(indexPath)
    }

    /// The collection view that has ``shelfRotor`` among its rotors.
    private weak var rotorView: UICollectionView?

    /// The rotor's step from the card VoiceOver is on (or from nothing) to the next or
    /// previous card of the shelves (``LayoutDriver/shelfItem(after:forward:)``), shown
    /// whole first.
    private func card(for predicate: UIAccessibilityCustomRotorSearchPredicate)
      -> UIAccessibilityCustomRotorItemResult?
    {
      guard let collectionView, collectionView.collectionViewLayout === self else { return nil }
      let current = indexPath(ofCellContaining: predicate.currentItem.targetElement as? UIView)
      guard
        let card = driver.shelfItem(
          after: current, forward: predicate.searchDirection == .next)
      else { return nil }
      stopGlide()
      if let offset = driver.orthogonalOffset(showing: card) {
        scrollSection(card.section, to: offset)
      }
      let indexPath = Foundation.IndexPath(card)
      if let frame = layoutAttributesForItem(at: indexPath)?.frame {
        collectionView.scrollRectToVisible(frame, animated: false)
      }
      collectionView.layoutIfNeeded()
      guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
      return UIAccessibilityCustomRotorItemResult(targetElement: cell, targetRange: nil)
    }

    /// Another layout takes over (`setCollectionViewLayout(_:animated:)`): the shelves'
    /// pan leaves the collection view with this layout.
    open override func prepareForTransition(to newLayout: UICollectionViewLayout) {
      super.prepareForTransition(to: newLayout)
      if newLayout !== self { removeShelfControls() }
    }

    /// Takes the shelves' pan and rotor off their view and stops a glide in progress.
    private func removeShelfControls() {
      stopGlide()
      panStart = nil
      shelfPanGestureRecognizer.view?.removeGestureRecognizer(shelfPanGestureRecognizer)
      if let rotorView {
        rotorView.accessibilityCustomRotors?.removeAll { $0 === shelfRotor }
      }
      rotorView = nil
    }

    /// The collection view's own pan waits for the shelves' pan to fail, while this
    /// layout is the collection view's; the requirement is asked for each gesture
    /// rather than installed with `require(toFail:)`, so that it ends with the layout.
    open func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === shelfPanGestureRecognizer, let collectionView else {
        return false
      }
      return otherGestureRecognizer === collectionView.panGestureRecognizer
        && collectionView.collectionViewLayout === self
    }

    // MARK: - Scrolling a shelf

    /// Scrolls the row of `section` sideways to `offset` and invalidates its elements in
    /// the bounds; a section that does not scroll sideways or a bad offset goes to
    /// ``CollectionViewLayout/errorHandler`` and changes nothing.
    public func scrollSection(_ section: Int, to offset: Double) {
      guard driver.scrollSection(section, to: offset) else {
        reportError()
        return
      }
      let context = ownInvalidationContext()
      driver.forEachElementChangedByScroll { context.invalidate($0) }
      invalidateLayout(with: context)
    }

    /// Scrolls the collection view to the item at `indexPath`, as
    /// `UICollectionView.scrollToItem(at:at:animated:)` does, and, for a card of a shelf,
    /// the shelf too, by the least move that shows the card whole (gliding when
    /// `animated`): UIKit's own method moves only the collection view's offset.
    public func scrollToItem(
      at indexPath: Foundation.IndexPath, at position: UICollectionView.ScrollPosition,
      animated: Bool
    ) {
      collectionView?.scrollToItem(at: indexPath, at: position, animated: animated)
      let item = Trellis.IndexPath(indexPath)
      guard let current = layout.orthogonalOffset(ofSection: item.section),
        let target = driver.orthogonalOffset(showing: item)
      else { return }
      if animated {
        glide(item.section, Glide(from: current, to: target, velocity: 0, rate: .fast))
      } else {
        scrollSection(item.section, to: target)
      }
    }

    /// Whether shelves scroll along x, as they do when the layout scrolls vertically.
    private var shelvesScrollAlongX: Bool { layout.configuration.scrollDirection == .vertical }

    /// How far a finger's move of `translation` scrolls a row: against the finger, and
    /// with it in right-to-left content, whose rows run from the right.
    private func rowDistance(of translation: CGPoint) -> Double {
      guard shelvesScrollAlongX else { return -Double(translation.y) }
      let mirrored = layout.viewport.layoutDirection == .rightToLeft
      return mirrored ? Double(translation.x) : -Double(translation.x)
    }

    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === shelfPanGestureRecognizer else { return true }
      // A layout that is no longer the collection view's scrolls no shelf: its pan fails
      // at once and leaves the collection view's own pan free.
      guard let collectionView, collectionView.collectionViewLayout === self else {
        return false
      }
      let velocity = shelfPanGestureRecognizer.velocity(in: collectionView)
      let across = shelvesScrollAlongX ? abs(velocity.x) : abs(velocity.y)
      let along = shelvesScrollAlongX ? abs(velocity.y) : abs(velocity.x)
      let point = Point(shelfPanGestureRecognizer.location(in: collectionView))
      guard across > along, let section = layout.orthogonalSection(at: point),
        let offset = layout.orthogonalOffset(ofSection: section)
      else { return false }
      stopGlide()
      panStart = (section, offset)
      return true
    }

    @objc private func panShelf(_ pan: UIPanGestureRecognizer) {
      guard let start = panStart, let collectionView else { return }
      let maximum = layout.maximumOrthogonalOffset(ofSection: start.section) ?? 0
      let properties =
        layout.orthogonalScrollingProperties(ofSection: start.section)
        ?? OrthogonalScrollingProperties()
      switch pan.state {
      case .changed:
        let proposed = start.offset + rowDistance(of: pan.translation(in: collectionView))
        // A row that bounces follows the finger past its ends at half the distance.
        scrollSection(
          start.section,
          to: properties.bounces(maximumOffset: maximum)
            ? Self.rubberBanded(proposed, upTo: maximum)
            : properties.draggedOffset(proposed, maximumOffset: maximum))
      case .ended, .cancelled, .failed:
        panStart = nil
        let current = layout.orthogonalOffset(ofSection: start.section) ?? start.offset
        // UIKit's velocity is in points per second, against the row like the distance.
        let velocity =
          pan.state == .ended ? rowDistance(of: pan.velocity(in: collectionView)) : 0
        let glided = current + properties.decelerationDistance(velocity: velocity)
        let rest =
          layout.targetOrthogonalOffset(
            ofSection: start.section, proposed: glided, velocity: velocity)
          ?? min(max(current, 0), maximum)
        glide(
          start.section,
          Glide(from: current, to: rest, velocity: velocity, rate: properties.decelerationRate))
      default:
        break
      }
    }

    /// `offset` past the row's ends at half the distance, as a scroll view bounces.
    static func rubberBanded(_ offset: Double, upTo maximum: Double) -> Double {
      if offset < 0 { return offset / 2 }
      if offset > maximum { return maximum + (offset - maximum) / 2 }
      return offset
    }

    // MARK: - Gliding to rest

    /// Moves the row of `section` by `motion`, slowing down as a scroll view does, or at
    /// once when Reduce Motion is on.
    private func glide(_ section: Int, _ motion: Glide) {
      stopGlide()
      guard !UIAccessibility.isReduceMotionEnabled, motion.duration > 0 else {
        scrollSection(section, to: motion.end)
        return
      }
      glide = (section, motion, CACurrentMediaTime())
      let link = CADisplayLink(target: self, selector: #selector(stepGlide(_:)))
      link.add(to: .main, forMode: .common)
      glideLink = link
    }

    @objc private func stepGlide(_ link: CADisplayLink) {
      guard let glide else {
        stopGlide()
        return
      }
      let elapsed = CACurrentMediaTime() - glide.start
      // A spring that carries the row past an end bounces there, or stops at it in a
      // section that does not bounce.
      let offset = glide.motion.offset(after: elapsed)
      let maximum = layout.maximumOrthogonalOffset(ofSection: glide.section) ?? 0
      let properties = layout.orthogonalScrollingProperties(ofSection: glide.section)
      scrollSection(
        glide.section,
        to: properties?.draggedOffset(offset, maximumOffset: maximum) ?? offset)
      if elapsed >= glide.motion.duration { stopGlide() }
    }

    /// Stops a glide in progress, the row staying where it is.
    private func stopGlide() {
      glideLink?.invalidate()
      glideLink = nil
      glide = nil
    }
  }
#endif
