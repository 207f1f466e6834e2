#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  // Swipe actions on rows: the layout's pan slides a row through the driver, which
  // answers the queries with the row slid and its buttons as decoration views of the
  // layout's own (``SwipeActionView``), so the app registers nothing.
  extension CollectionViewLayout: SwipeHosting {
    /// The row slid sideways to show its swipe actions, if any.
    public var interactiveSwipe: InteractiveSwipe? { driver.interactiveSwipe }

    /// Closes the swiped row, sliding it back to its place (at once when `animated` is
    /// `false` or Reduce Motion is on): what an app does after it handled an action it
    /// did not delete the row for. Nothing happens when no row is swiped.
    public func closeSwipe(animated: Bool = true) {
      guard driver.interactiveSwipe != nil else { return }
      driver.closeSwipe()
      settleSwipe(animated: animated)
    }

    /// The custom actions VoiceOver, Switch Control and Voice Control offer for the row
    /// at `indexPath`: one for each of its swipe actions, leading then trailing, each
    /// running ``swipeActionHandler`` as a tap on its button does. A layout cannot set
    /// them on the app's cells; set them where the cell is configured:
    ///
    /// ```swift
    /// cell.accessibilityCustomActions = layout.accessibilityCustomActions(forItemAt: indexPath)
    /// ```
    @available(iOS 13.0, *)
    public func accessibilityCustomActions(forItemAt indexPath: Foundation.IndexPath)
      -> [UIAccessibilityCustomAction]
    {
      var actions: [UIAccessibilityCustomAction] = []
      let row = Trellis.IndexPath(indexPath)
      for edge in [SwipeEdge.leading, .trailing] {
        guard
          let configuration = driver.swipeActionsProvider?(row, edge)
            ?? layout.swipeActionsConfiguration(forItemAt: row, edge: edge)
        else { continue }
        for (index, action) in configuration.actions.enumerated() {
          let chosen = RowSwipeAction(
            action: action, edge: edge, index: index, indexPath: indexPath)
          actions.append(
            UIAccessibilityCustomAction(name: action.title) { [weak self] _ in
              self?.swipeActionHandler?(chosen, false)
              return true
            })
        }
      }
      return actions
    }

    // MARK: - Hosting the pan

    func swipeRow(at point: CGPoint) -> Trellis.IndexPath? {
      layout.indexPathForItem(at: Point(point))
    }

    func beginSwipe(at indexPath: Trellis.IndexPath) -> Bool {
      do {
        try driver.beginSwipe(at: indexPath)
      } catch {
        return false
      }
      invalidateSwipe()
      return true
    }

    func moveSwipe(to offset: Double) {
      do {
        try driver.moveSwipe(to: offset)
      } catch {
        // Toward a side without actions the row stays in its place.
        guard (try? driver.moveSwipe(to: 0)) != nil else { return }
      }
      invalidateSwipe()
    }

    func endSwipe(velocity: Double) {
      guard let outcome = try? driver.endSwipe(velocity: velocity) else { return }
      settleSwipe(animated: true)
      if case .performed(let edge, let index) = outcome {
        perform(index, of: edge, isFullSwipe: true)
      }
    }

    func cancelSwipe() {
      driver.cancelSwipe()
      settleSwipe(animated: true)
    }

    func tapSwipe(at point: CGPoint) {
      guard let swipe = driver.interactiveSwipe, let edge = swipe.edge,
        let configuration = swipe.revealedConfiguration
      else { return closeSwipe() }
      for index in configuration.actions.indices {
        let button = LayoutDriver<DataSource>.swipeButton(index, of: swipe.item)
        if let frame = driver.attributes(for: button)?.frame, frame.contains(Point(point)) {
          return perform(index, of: edge, isFullSwipe: false)
        }
      }
      closeSwipe()
    }

    // MARK: - Showing the swipe

    /// Invalidates the row and the buttons the last step changed, for UIKit to query
    /// them again.
    private func invalidateSwipe() {
      let context = ownInvalidationContext()
      driver.forEachElementChangedBySwipe { context.invalidate($0) }
      invalidateLayout(with: context)
    }

    /// Moves the row and its buttons to where the driver settled them, in a critically
    /// damped spring, or at once when `animated` is `false` or Reduce Motion is on.
    private func settleSwipe(animated: Bool) {
      let changes = { [weak self] in
        guard let self else { return }
        invalidateSwipe()
        collectionView?.layoutIfNeeded()
      }
      guard animated && !UIAccessibility.isReduceMotionEnabled else { return changes() }
      UIView.animate(
        withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
        options: [.allowUserInteraction, .beginFromCurrentState], animations: changes)
    }

    /// Runs the action at `index` of the swiped row's side `edge` through
    /// ``swipeActionHandler``, then closes the row unless the handler removed it.
    private func perform(_ index: Int, of edge: SwipeEdge, isFullSwipe: Bool) {
      guard let swipe = driver.interactiveSwipe,
        let configuration = swipe.configuration(for: edge),
        configuration.actions.indices.contains(index)
      else { return }
      swipeActionHandler?(
        RowSwipeAction(
          action: configuration.actions[index], edge: edge, index: index,
          indexPath: Foundation.IndexPath(swipe.item)), isFullSwipe)
      closeSwipe()
    }

    /// UIKit attributes for a swipe action's button, carrying its title and appearance.
    func swipeButtonAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
      let result = UICollectionViewLayoutAttributes.make(
        attributes, as: SwipeActionLayoutAttributes.self)
      if let button = result as? SwipeActionLayoutAttributes,
        let found = driver.swipeAction(for: attributes.id),
        let index = attributes.id.kind?.swipeActionIndex
      {
        let appearance = swipeActionAppearance(
          RowSwipeAction(
            action: found.action, edge: found.edge, index: index,
            indexPath: Foundation.IndexPath(attributes.id.indexPath)))
        button.title = found.action.title
        button.backgroundColor = appearance.backgroundColor
        button.image = appearance.image
      }
      return result
    }
  }
#endif
