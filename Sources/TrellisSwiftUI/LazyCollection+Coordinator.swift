#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import TrellisAdapter
  import TrellisUIKit
  import UIKit

  @available(iOS 16.0, *)
  extension LazyCollection {
    /// The collection view's data source and delegate: it keeps the data as an
    /// ``TrellisAdapter/IdentifiedCollection`` and hands UIKit only the identifiers.
    public final class Coordinator: NSObject, UICollectionViewDelegateFlowLayout {
      /// The view as of its last update.
      var representable: LazyCollection? {
        didSet { hasItemSize = representable?.itemSize != nil }
      }
      /// Whether the representable has an `itemSize`, for `responds(to:)`, which UIKit
      /// asks on the main thread but which is not isolated to the main actor.
      private nonisolated(unsafe) var hasItemSize = false
      /// The environment cells and supplementary views are built in.
      private var environment = EnvironmentValues()
      /// The data shown, by identifier.
      private var data: IdentifiedCollection<SectionID, ItemID, Item>
      private var dataSource: UICollectionViewDiffableDataSource<SectionID, ItemID>?
      private weak var collectionView: UICollectionView?
      /// The scroll position last written to, or read from, the binding.
      private var reportedPosition: ItemID?
      /// Whether the selection is being set from the binding, so that UIKit's calls
      /// do not write it back.
      private var isSyncingSelection = false

      private static var cellIdentifier: String { "cell" }

      /// A coordinator for data whose items `identify` identifies.
      init(identify: @escaping (Item) -> ItemID) {
        data = IdentifiedCollection(id: identify, isSameContent: ==)
      }

      func attach(to collectionView: UICollectionView) {
        self.collectionView = collectionView
        collectionView.delegate = self
        collectionView.register(
          UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        let dataSource = UICollectionViewDiffableDataSource<SectionID, ItemID>(
          collectionView: collectionView
        ) { [weak self] collectionView, indexPath, _ in
          let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: Self.cellIdentifier, for: indexPath)
          self?.configure(cell, at: indexPath)
          return cell
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
          self?.supplementaryView(of: kind, at: indexPath, in: collectionView)
        }
        self.dataSource = dataSource
      }

      /// Gives `cell` the content of the item at `indexPath`.
      private func configure(_ cell: UICollectionViewCell, at indexPath: Foundation.IndexPath) {
        guard let content = representable?.cell,
          let item = data.value(at: Trellis.IndexPath(indexPath))
        else { return }
        let environment = environment
        cell.contentConfiguration = UIHostingConfiguration {
          content(item).environment(\.self, environment)
        }
        .margins(.all, 0)
        // The row's swipe actions, for assistive technologies that read the cell's.
        cell.accessibilityCustomActions =
          (collectionView?.collectionViewLayout as? CompositionalCollectionViewLayout)?
          .accessibilityCustomActions(forItemAt: indexPath)
      }

      /// The kinds of supplementary views registered so far.
      private var registrations = SupplementaryRegistrations()

      /// A supplementary view of `kind`: the section's header or footer view when the
      /// collection has one, an empty view for any other kind the layout reports.
      private func supplementaryView(
        of kind: String, at indexPath: Foundation.IndexPath, in collectionView: UICollectionView
      ) -> UICollectionReusableView {
        registrations.registerIfNeeded(kind) {
          collectionView.register(
            SupplementaryHostingView.self, forSupplementaryViewOfKind: $0, withReuseIdentifier: $0)
        }
        let view = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: kind, for: indexPath)
        let builder =
          kind == UICollectionView.elementKindSectionHeader
          ? representable?.header
          : kind == UICollectionView.elementKindSectionFooter ? representable?.footer : nil
        if let hosting = view as? SupplementaryHostingView, let builder,
          data.sections.indices.contains(indexPath.section)
        {
          let environment = environment
          hosting.show(
            builder(data.sections[indexPath.section].id).environment(\.self, environment))
        }
        return view
      }

      /// Shows `representable`'s data and follows its bindings.
      func update(
        with representable: LazyCollection, environment: EnvironmentValues, animated: Bool,
        collectionView: UICollectionView
      ) {
        self.representable = representable
        self.environment = environment
        // SwiftUI's edit mode is the collection view's, as in a `List`.
        collectionView.isEditing = environment.editMode?.wrappedValue.isEditing == true
        (collectionView.collectionViewLayout as? ContentOffsetAdjusting)?
          .contentOffsetAdjustment =
          representable.anchor == .firstVisibleItem ? .anchorFirstVisibleItem : .keep
        updateReordering(of: collectionView)
        updateEventMoving(of: collectionView)
        updateRefreshControl(of: collectionView)
        updateSwipeActions(of: collectionView)
        apply(representable.sections, animated: animated, in: collectionView)
        syncSelection(in: collectionView)
        followScrollPosition(in: collectionView)
      }

      /// Applies `sections`: the identifiers to UIKit when they changed, the items whose
      /// values changed reconfigured in place, and the cells in view shown again with
      /// the current cell content.
      private func apply(
        _ sections: [IdentifiedSection<SectionID, Item>], animated: Bool,
        in collectionView: UICollectionView
      ) {
        guard let dataSource else { return }
        let change: IdentityChange
        do {
          change = try data.update(sections)
        } catch {
          representable?.identityError?(error)
          return
        }
        var reconfigured = Set(change.reconfigured.compactMap(data.identifier(at:)))
        for indexPath in collectionView.indexPathsForVisibleItems {
          if let id = data.identifier(at: Trellis.IndexPath(indexPath)) { reconfigured.insert(id) }
        }
        var snapshot: NSDiffableDataSourceSnapshot<SectionID, ItemID>
        if change.batchUpdate != nil {
          snapshot = NSDiffableDataSourceSnapshot()
          for section in data.snapshot.sectionIdentifiers {
            snapshot.appendSections([section])
            snapshot.appendItems(
              data.snapshot.itemIdentifiers(inSection: section), toSection: section)
          }
          reconfigured.formIntersection(data.snapshot.itemIdentifiers)
        } else if !reconfigured.isEmpty {
          snapshot = dataSource.snapshot()
        } else {
          // Data that kept a dropped event's old time puts it back.
          layOutAgain(forgetDroppedEvents(), in: collectionView)
          return
        }
        if !reconfigured.isEmpty { snapshot.reconfigureItems(Array(reconfigured)) }
        let bottom = representable?.anchor == .bottom ? distanceFromBottom(of: collectionView) : nil
        dataSource.apply(snapshot, animatingDifferences: animated)
        if let bottom { keepDistanceFromBottom(bottom, in: collectionView) }
        layOutAgain(change.reconfigured + forgetDroppedEvents(), in: collectionView)
      }

      /// Has the layout read again the items at `indexPaths` (after the update), whose
      /// values changed in place, when it reads values: sizes from `itemSize`, events
      /// from `calendarEvent`. Only those items are read again.
      private func layOutAgain(
        _ indexPaths: [Trellis.IndexPath], in collectionView: UICollectionView
      ) {
        guard !indexPaths.isEmpty, representable?.itemSize != nil || representable?.event != nil
        else { return }
        let layout = collectionView.collectionViewLayout
        let contextClass =
          type(of: layout).invalidationContextClass
          as? UICollectionViewLayoutInvalidationContext.Type
          ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextClass.init()
        context.invalidateItems(at: indexPaths.map(Foundation.IndexPath.init))
        layout.invalidateLayout(with: context)
      }

      /// How far the bounds' bottom edge is from the content's end, with the insets.
      private func distanceFromBottom(of collectionView: UICollectionView) -> CGFloat {
        let inset = collectionView.adjustedContentInset
        return collectionView.contentSize.height + inset.bottom
          - (collectionView.contentOffset.y + collectionView.bounds.height)
      }

      /// Scrolls so that the bounds' bottom edge is `distance` from the content's end
      /// again (at the end when it was there), within the content.
      private func keepDistanceFromBottom(_ distance: CGFloat, in collectionView: UICollectionView)
      {
        collectionView.layoutIfNeeded()
        let inset = collectionView.adjustedContentInset
        let top = -inset.top
        let end = collectionView.contentSize.height + inset.bottom - collectionView.bounds.height
        let y = max(top, min(end, end - max(0, distance)))
        collectionView.contentOffset.y = y
      }

      // MARK: Selection

      /// Selects the cells of the binding's identifiers, and only those.
      private func syncSelection(in collectionView: UICollectionView) {
        guard let selection = representable?.selection else {
          collectionView.allowsSelection = false
          return
        }
        let ids: Set<ItemID>
        switch selection {
        case .single(let binding):
          collectionView.allowsMultipleSelection = false
          ids = binding.wrappedValue.map { [$0] } ?? []
        case .multiple(let binding):
          collectionView.allowsMultipleSelection = true
          collectionView.allowsMultipleSelectionDuringEditing = true
          ids = binding.wrappedValue
        }
        collectionView.allowsSelection = true
        let changes = data.selectionChanges(
          toSelect: ids,
          selected: (collectionView.indexPathsForSelectedItems ?? []).map(Trellis.IndexPath.init))
        isSyncingSelection = true
        for indexPath in changes.deselect {
          collectionView.deselectItem(at: Foundation.IndexPath(indexPath), animated: false)
        }
        for indexPath in changes.select {
          collectionView.selectItem(
            at: Foundation.IndexPath(indexPath), animated: false, scrollPosition: [])
        }
        isSyncingSelection = false
      }

      /// Writes the cells UIKit has selected to the binding.
      private func writeSelection(of collectionView: UICollectionView) {
        guard !isSyncingSelection, let selection = representable?.selection else { return }
        let ids = data.identifiers(
          at: (collectionView.indexPathsForSelectedItems ?? []).map(Trellis.IndexPath.init))
        switch selection {
        case .single(let binding): binding.wrappedValue = ids.first
        case .multiple(let binding): binding.wrappedValue = Set(ids)
        }
      }

      /// Writes the selection to the binding after the user selected a cell.
      public func collectionView(
        _ collectionView: UICollectionView, didSelectItemAt indexPath: Foundation.IndexPath
      ) {
        writeSelection(of: collectionView)
      }

      /// Writes the selection to the binding after the user deselected a cell.
      public func collectionView(
        _ collectionView: UICollectionView, didDeselectItemAt indexPath: Foundation.IndexPath
      ) {
        writeSelection(of: collectionView)
      }

      // MARK: Scroll position

      /// Scrolls to the binding's item when the app set it to another one.
      private func followScrollPosition(in collectionView: UICollectionView) {
        guard let binding = representable?.scrollPosition, let target = binding.wrappedValue,
          target != reportedPosition, let indexPath = data.indexPath(of: target)
        else { return }
        reportedPosition = target
        collectionView.scrollToItem(
          at: Foundation.IndexPath(indexPath), at: [.top, .left], animated: false)
      }

      /// Writes the first visible item's identifier to the binding as the user scrolls.
      public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let collectionView = scrollView as? UICollectionView,
          let binding = representable?.scrollPosition,
          let id = data.scrollPosition(
            visible: collectionView.indexPathsForVisibleItems.map(Trellis.IndexPath.init)),
          id != reportedPosition
        else { return }
        reportedPosition = id
        // The binding changes after this update of the view, never during one.
        DispatchQueue.main.async { binding.wrappedValue = id }
      }

      // MARK: Context menus

      /// The context menu of the pressed item, from the view's `contextMenu`.
      public func collectionView(
        _ collectionView: UICollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [Foundation.IndexPath], point: CGPoint
      ) -> UIContextMenuConfiguration? {
        guard let menu = representable?.menu, indexPaths.count == 1,
          let item = item(at: indexPaths[0])
        else { return nil }
        let actions = menu(item).map(\.uiAction)
        guard !actions.isEmpty else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
          UIMenu(children: actions)
        }
      }

      // MARK: Swipe actions

      /// Hands the view's swipe actions to a compositional layout: the driver asks for
      /// each row's actions, the layout for each button's look and for what a chosen
      /// action does.
      private func updateSwipeActions(of collectionView: UICollectionView) {
        guard let layout = collectionView.collectionViewLayout as? CompositionalCollectionViewLayout
        else { return }
        guard representable?.leadingSwipe != nil || representable?.trailingSwipe != nil else {
          layout.driver.swipeActionsProvider = nil
          return
        }
        layout.driver.swipeActionsProvider = { [weak self] indexPath, edge in
          guard let self, let actions = swipeActions(at: indexPath, edge: edge),
            !actions.list.isEmpty
          else { return nil }
          return SwipeActionsConfiguration(
            actions: actions.list.map(\.swipeAction),
            performsFirstActionWithFullSwipe: actions.allowsFullSwipe)
        }
        layout.swipeActionAppearance = { [weak self] chosen in
          let action = self?.swipeAction(chosen)
          let appearance = SwipeActionAppearance(
            style: chosen.action.style,
            image: action?.systemImage.flatMap { UIImage(systemName: $0) })
          guard let tint = action?.tint else { return appearance }
          return SwipeActionAppearance(backgroundColor: UIColor(tint), image: appearance.image)
        }
        layout.swipeActionHandler = { [weak self] chosen, _ in
          self?.swipeAction(chosen)?.action()
        }
      }

      /// The swipe actions of the item at `indexPath` on side `edge`, from the view.
      private func swipeActions(at indexPath: Trellis.IndexPath, edge: SwipeEdge)
        -> (list: [CollectionSwipeAction], allowsFullSwipe: Bool)?
      {
        guard
          let side = edge == .leading ? representable?.leadingSwipe : representable?.trailingSwipe,
          let item = data.value(at: indexPath)
        else { return nil }
        return (side.actions(item), side.allowsFullSwipe)
      }

      /// The view's action that `chosen` names.
      private func swipeAction(_ chosen: RowSwipeAction) -> CollectionSwipeAction? {
        guard
          let actions = swipeActions(at: Trellis.IndexPath(chosen.indexPath), edge: chosen.edge),
          actions.list.indices.contains(chosen.index)
        else { return nil }
        return actions.list[chosen.index]
      }

      // MARK: Moving events

      /// The long press that drags a week calendar's event, while the view has
      /// `onEventMove`.
      private var eventGesture: EventMovementGesture?
      /// The events dropped since the app's last data, where they were dropped.
      private var droppedEvents: [ItemID: CalendarEvent] = [:]

      /// The week calendar layout, when the collection shows one.
      private var weekCalendar: WeekCalendarCollectionViewLayout? {
        collectionView?.collectionViewLayout as? WeekCalendarCollectionViewLayout
      }

      /// Installs the event-dragging gesture when the view has `onEventMove`, with the
      /// view's minute step, and removes it when it has not.
      private func updateEventMoving(of collectionView: UICollectionView) {
        guard let eventMove = representable?.eventMove else {
          if let eventGesture { collectionView.removeGestureRecognizer(eventGesture) }
          eventGesture = nil
          return
        }
        if let eventGesture {
          eventGesture.minuteStep = eventMove.minuteStep
          return
        }
        let gesture = EventMovementGesture(minuteStep: eventMove.minuteStep) {
          [unowned self] move in
          drop(move)
        }
        collectionView.addGestureRecognizer(gesture)
        eventGesture = gesture
      }

      /// Keeps the event `move` dropped where it was dropped until the app's data has it
      /// there, and tells the app.
      private func drop(_ move: EventRescheduling) {
        guard let eventMove = representable?.eventMove,
          let id = data.identifier(at: Trellis.IndexPath(item: move.index, section: 0))
        else { return }
        droppedEvents[id] = move.rescheduled
        eventMove.action(id, move.rescheduled)
      }

      /// The event dropped at `indexPath` since the app's last data, if any.
      func droppedEvent(at indexPath: Foundation.IndexPath) -> CalendarEvent? {
        guard !droppedEvents.isEmpty,
          let id = data.identifier(at: Trellis.IndexPath(indexPath))
        else { return nil }
        return droppedEvents[id]
      }

      /// Forgets where events were dropped, now that the app's data has arrived.
      ///
      /// - Returns: the index paths of those events, for the layout to read again.
      private func forgetDroppedEvents() -> [Trellis.IndexPath] {
        defer { droppedEvents.removeAll() }
        return droppedEvents.keys.compactMap(data.indexPath(of:))
      }

      // MARK: Reordering

      /// The long press that starts a reordering drag, while the view has `onMove`.
      private var reorderGesture: UILongPressGestureRecognizer?

      /// Installs the reordering gesture and the data source's reordering handlers when
      /// the view has `onMove` (and moves no calendar events), and removes them when it
      /// has not.
      private func updateReordering(of collectionView: UICollectionView) {
        guard let dataSource else { return }
        // In a week calendar that moves events, a long press moves an event instead.
        let movesEvents = representable?.eventMove != nil && weekCalendar != nil
        guard representable?.move != nil, !movesEvents else {
          if let reorderGesture { collectionView.removeGestureRecognizer(reorderGesture) }
          reorderGesture = nil
          dataSource.reorderingHandlers.canReorderItem = { _ in false }
          return
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
          self?.didReorder(transaction)
        }
        guard reorderGesture == nil else { return }
        let gesture = UILongPressGestureRecognizer(
          target: self, action: #selector(handleReorderGesture(_:)))
        collectionView.addGestureRecognizer(gesture)
        reorderGesture = gesture
      }

      /// Drives UIKit's interactive movement from the long press.
      @objc private func handleReorderGesture(_ gesture: UILongPressGestureRecognizer) {
        guard let collectionView else { return }
        let location = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
          guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
          collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
          collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
          collectionView.endInteractiveMovement()
        default:
          collectionView.cancelInteractiveMovement()
        }
      }

      /// Tells the app where each moved item went, by its identifier and its index path
      /// in the data after the move; the app's new data then arrives as an update that
      /// keeps the identifiers in the order UIKit already shows.
      private func didReorder(
        _ transaction: NSDiffableDataSourceTransaction<SectionID, ItemID>
      ) {
        guard let move = representable?.move else { return }
        let final = transaction.finalSnapshot
        // The cells show the new order already; the data follows it until the app's
        // data, moved the same way, arrives.
        var values: [ItemID: Item] = [:]
        for (sectionIndex, section) in data.sections.enumerated() {
          for (index, item) in section.items.enumerated() {
            if let id = data.identifier(at: Trellis.IndexPath(item: index, section: sectionIndex)) {
              values[id] = item
            }
          }
        }
        _ = try? data.update(
          final.sectionIdentifiers.map { section in
            IdentifiedSection(
              id: section,
              items: final.itemIdentifiers(inSection: section).compactMap { values[$0] })
          })
        for change in transaction.difference.insertions {
          guard case .insert(_, let id, _) = change,
            let section = final.sectionIdentifier(
              containingItem: id),
            let sectionIndex = final.indexOfSection(section),
            let item = final.itemIdentifiers(inSection: section).firstIndex(of: id)
          else { continue }
          move(id, Trellis.IndexPath(item: item, section: sectionIndex))
        }
      }

      // MARK: Refreshing

      /// Installs a refresh control while the view is `refreshable`.
      private func updateRefreshControl(of collectionView: UICollectionView) {
        guard representable?.refresh != nil else {
          collectionView.refreshControl = nil
          return
        }
        guard collectionView.refreshControl == nil else { return }
        let control = UIRefreshControl()
        control.addTarget(self, action: #selector(refreshPulled(_:)), for: .valueChanged)
        collectionView.refreshControl = control
      }

      /// Runs the refresh action, the control spinning until it returns.
      @objc private func refreshPulled(_ control: UIRefreshControl) {
        guard let refresh = representable?.refresh else {
          control.endRefreshing()
          return
        }
        Task { @MainActor in
          await refresh()
          control.endRefreshing()
        }
      }

      // MARK: Sizes

      /// The item at `indexPath`, if the data has one there.
      func item(at indexPath: Foundation.IndexPath) -> Item? {
        data.value(at: Trellis.IndexPath(indexPath))
      }

      /// The coordinator answers `sizeForItemAt` only with an `itemSize`: without one, a
      /// flow layout of any kind (self-sizing too) uses its configured size, as it does
      /// for a delegate without the method.
      public override func responds(to selector: Selector!) -> Bool {
        if selector == #selector(
          UICollectionViewDelegateFlowLayout.collectionView(_:layout:sizeForItemAt:))
        {
          return hasItemSize
        }
        return super.responds(to: selector)
      }

      /// The item's size from `itemSize`; asked only when there is one.
      public func collectionView(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout,
        sizeForItemAt indexPath: Foundation.IndexPath
      ) -> CGSize {
        guard let itemSize = representable?.itemSize, let item = item(at: indexPath) else {
          return .zero
        }
        return itemSize(item)
      }
    }
  }

  /// A supplementary view that shows a SwiftUI view.
  @available(iOS 16.0, *)
  final class SupplementaryHostingView: UICollectionReusableView {
    private var host: UIHostingController<AnyView>?

    /// Shows `content`, replacing what the view showed.
    func show(_ content: some View) {
      if let host {
        host.rootView = AnyView(content)
        return
      }
      let host = UIHostingController(rootView: AnyView(content))
      host.view.backgroundColor = .clear
      host.view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(host.view)
      NSLayoutConstraint.activate([
        host.view.leadingAnchor.constraint(equalTo: leadingAnchor),
        host.view.trailingAnchor.constraint(equalTo: trailingAnchor),
        host.view.topAnchor.constraint(equalTo: topAnchor),
        host.view.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
      self.host = host
    }
  }
#endif
