#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A `UICollectionViewLayout` whose every answer comes from a Trellis layout: a drop-in
  /// layout for any `UICollectionView`.
  ///
  /// The class translates; a ``TrellisAdapter/LayoutDriver`` decides. Counts come from
  /// the collection view, sizes and metrics from the delegate the app already has,
  /// through the data source that `dataSource` builds for each preparation; nothing
  /// keeps the delegate.
  ///
  /// ```swift
  /// let layout = FlowCollectionViewLayout(flow: configuration)
  /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// ```
  ///
  /// A layout that ``allowsSwipeActions`` slides a row under a horizontal pan to show
  /// the swipe actions its Trellis layout gives (a list's providers), shows the buttons
  /// as ``SwipeActionView`` decorations it registers itself, and reports the chosen
  /// action to ``swipeActionHandler``.
  open class CollectionViewLayout<DataSource: CollectionDataSource>: UICollectionViewLayout {
    /// The driver that decides what each of UIKit's calls does to the Trellis layout.
    public let driver: LayoutDriver<DataSource>
    /// Called with every refused value or update, after the layout kept its frames.
    public var errorHandler: ((AdapterError) -> Void)?
    /// Builds the data source of one preparation from the collection view and the layout.
    private let dataSource: (UICollectionView, UICollectionViewLayout) -> DataSource
    /// The decoration kinds that have a view class.
    private var decorationKinds: Set<String> = []
    /// The error last given to ``errorHandler``, so that each is reported once.
    private var reportedError: AdapterError?
    /// The attributes an update in progress handed out for its animations.
    private var pendingAnimations = PendingAnimations()
    /// The pan and tap of swipe actions, on the collection view while the layout
    /// ``allowsSwipeActions``.
    private lazy var swipeInteraction = SwipeInteraction(host: self)

    /// Called when the user chooses a swipe action: a tap on its button, a full swipe
    /// for the first action of a side, or an accessibility custom action (see
    /// ``accessibilityCustomActions(forItemAt:)``). The row then closes, unless the
    /// handler deleted it.
    ///
    /// `isFullSwipe` says whether a full swipe performed it rather than a tap.
    ///
    /// ```swift
    /// layout.swipeActionHandler = { [unowned self] chosen, _ in
    ///   if chosen.action.title == "Delete" { deleteMessage(at: chosen.indexPath) }
    /// }
    /// ```
    public var swipeActionHandler: ((_ chosen: RowSwipeAction, _ isFullSwipe: Bool) -> Void)?
    /// How each swipe action's button looks: by default, red for a destructive action
    /// and gray otherwise, without an image.
    public var swipeActionAppearance: (RowSwipeAction) -> SwipeActionAppearance = {
      SwipeActionAppearance(style: $0.action.style)
    }

    /// Whether a horizontal pan on a row slides it to show the swipe actions the Trellis
    /// layout gives it (`CollectionLayout.swipeActionsConfiguration(forItemAt:edge:)`):
    /// `true` for a ``CompositionalCollectionViewLayout``, whose list sections have
    /// providers; `false` here, so that other layouts' pans are not delayed.
    open var allowsSwipeActions: Bool { false }

    /// Creates a layout driven by `layout`, reading its data through `dataSource`.
    public init(
      layout: DataSource.Layout,
      dataSource: @escaping (UICollectionView, UICollectionViewLayout) -> DataSource
    ) {
      driver = LayoutDriver(layout: layout)
      self.dataSource = dataSource
      super.init()
    }

    /// Not available: a Trellis layout is made in code.
    public required init?(coder: NSCoder) { nil }

    /// The Trellis layout.
    public var layout: DataSource.Layout { driver.layout }

    // MARK: - Preparation and queries

    open override func prepare() {
      super.prepare()
      guard let collectionView else { return }
      driver.prepare(for: Viewport(collectionView), dataSource: dataSource(collectionView, self))
      reportError()
      if allowsSwipeActions { swipeInteraction.install(on: collectionView) }
      // Right-to-left content that scrolls sideways opens at item 0, on the right.
      if let start = driver.takeStartContentOffset() {
        collectionView.contentOffset = CGPoint(start)
      }
    }

    open override var collectionViewContentSize: CGSize { CGSize(layout.contentSize) }

    open override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      var result: [UICollectionViewLayoutAttributes] = []
      driver.forEachElement(in: Rect(rect)) { result.append(uikit($0)) }
      return result
    }

    open override func layoutAttributesForItem(at indexPath: Foundation.IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      driver.attributes(for: .cell(.init(indexPath))).map(uikit)
    }

    open override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      driver.attributes(for: .supplementary(ElementKind(uikitName: elementKind), .init(indexPath)))
        .map(uikit)
    }

    open override func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      driver.attributes(for: .decoration(ElementKind(uikitName: elementKind), .init(indexPath)))
        .map(uikit)
    }

    /// Trellis mirrors right-to-left content itself, so UIKit must not mirror it again:
    /// the layout's coordinates are the collection view's. Content that scrolls sideways
    /// opens at item 0 all the same, at the right end (see
    /// ``TrellisAdapter/LayoutDriver/takeStartContentOffset()``).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: - Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      driver.shouldInvalidate(for: viewport(at: newBounds))
    }

    /// The layout's contexts say whether the layout made them itself.
    open override class var invalidationContextClass: AnyClass {
      LayoutInvalidationContext.self
    }

    /// A context of the layout's own, naming elements whose attributes the layout has
    /// already changed, for a scroll, a shelf's scroll or a drag.
    func ownInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
      let context = LayoutInvalidationContext()
      context.isLayoutsOwn = true
      return context
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      let context = super.invalidationContext(forBoundsChange: newBounds)
      (context as? LayoutInvalidationContext)?.isLayoutsOwn = true
      if driver.invalidate(for: viewport(at: newBounds)) == .elements {
        driver.forEachElementChangedByScroll { context.invalidate($0) }
      }
      reportError()
      return context
    }

    /// The collection view's viewport, with its insets, margins, scale and direction as
    /// they are now, at `newBounds`.
    private func viewport(at newBounds: CGRect) -> Viewport {
      guard let collectionView else { return driver.layout.viewport }
      var viewport = Viewport(collectionView)
      viewport.size = Size(newBounds.size)
      viewport.contentOffset = Point(newBounds.origin)
      return viewport
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if let previous = context.previousIndexPathsForInteractivelyMovingItems,
        let targets = context.targetIndexPathsForInteractivelyMovingItems
      {
        driver.invalidate(
          movingItemsFrom: previous.map(Trellis.IndexPath.init),
          to: targets.map(Trellis.IndexPath.init))
      }
      // UIKit's contexts for a move name the moving items, which the driver follows.
      let isOwn =
        (context as? LayoutInvalidationContext)?.isLayoutsOwn ?? false
        || context.previousIndexPathsForInteractivelyMovingItems != nil
      if !isOwn && !context.invalidateEverything {
        driver.invalidate(elements: Self.elements(invalidatedBy: context))
      }
      // A flow layout's context from an app written for `UICollectionViewFlowLayout`:
      // new delegate metrics or attributes read everything again, as that layout does.
      let flowContext = context as? UICollectionViewFlowLayoutInvalidationContext
      let rereadsMetrics =
        flowContext.map {
          $0.invalidateFlowLayoutDelegateMetrics || $0.invalidateFlowLayoutAttributes
        }
        ?? false
      driver.invalidate(
        everything: context.invalidateEverything || (!isOwn && rereadsMetrics),
        dataSourceCounts: context.invalidateDataSourceCounts)
      super.invalidateLayout(with: context)
    }

    /// The elements an app's context names: its items, supplementary and decoration
    /// elements.
    private static func elements(
      invalidatedBy context: UICollectionViewLayoutInvalidationContext
    ) -> [ElementID] {
      var elements = (context.invalidatedItemIndexPaths ?? []).map {
        ElementID.cell(Trellis.IndexPath($0))
      }
      for (kind, indexPaths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
        elements += indexPaths.map {
          .supplementary(ElementKind(uikitName: kind), Trellis.IndexPath($0))
        }
      }
      for (kind, indexPaths) in context.invalidatedDecorationIndexPaths ?? [:] {
        elements += indexPaths.map {
          .decoration(ElementKind(uikitName: kind), Trellis.IndexPath($0))
        }
      }
      return elements
    }

    // MARK: - Updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
      super.prepare(forCollectionViewUpdates: updateItems)
      guard let collectionView else { return }
      prepareDriver(forUpdates: updateItems.map(UpdateItem.init), in: collectionView)
      reportError()
    }

    /// Hands UIKit's update items to the driver with the data after the update.
    func prepareDriver(forUpdates items: [UpdateItem], in collectionView: UICollectionView) {
      driver.prepare(forUpdates: items, dataSource: dataSource(collectionView, self))
    }

    /// Ends the update; the offset that cells measured during it need moves the bounds
    /// now, through a fresh context, since UIKit ignored the adjustments made during it.
    open override func finalizeCollectionViewUpdates() {
      super.finalizeCollectionViewUpdates()
      pendingAnimations.removeAll()
      guard let adjustment = driver.finalizeUpdates() else { return }
      let context = ownInvalidationContext()
      context.contentOffsetAdjustment = CGPoint(adjustment)
      invalidateLayout(with: context)
    }

    open override func initialLayoutAttributesForAppearingItem(
      at itemIndexPath: Foundation.IndexPath
    )
      -> UICollectionViewLayoutAttributes?
    {
      attributes(forAppearing: .cell(.init(itemIndexPath)))
    }

    open override func finalLayoutAttributesForDisappearingItem(
      at itemIndexPath: Foundation.IndexPath
    )
      -> UICollectionViewLayoutAttributes?
    {
      attributes(forDisappearing: .cell(.init(itemIndexPath)))
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      attributes(
        forAppearing: .supplementary(ElementKind(uikitName: elementKind), .init(elementIndexPath)))
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
      ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      attributes(
        forDisappearing: .supplementary(
          ElementKind(uikitName: elementKind), .init(elementIndexPath)))
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(
      ofKind elementKind: String, at decorationIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      attributes(
        forAppearing: .decoration(ElementKind(uikitName: elementKind), .init(decorationIndexPath)))
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(
      ofKind elementKind: String, at decorationIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      attributes(
        forDisappearing: .decoration(
          ElementKind(uikitName: elementKind), .init(decorationIndexPath)))
    }

    /// Where `element`, named as after the update, starts its animation; kept until the
    /// update ends, so that a measurement during it can correct the start in place.
    private func attributes(forAppearing element: ElementID) -> UICollectionViewLayoutAttributes? {
      pendingAnimations.record(
        driver.initialAttributes(forAppearing: element).map(uikit), as: .appearing(element))
    }

    /// Where `element`, named as before the update, ends its animation; kept until the
    /// update ends, so that a measurement during it can correct the end in place.
    private func attributes(forDisappearing element: ElementID)
      -> UICollectionViewLayoutAttributes?
    {
      pendingAnimations.record(
        driver.finalAttributes(forDisappearing: element).map(uikit), as: .disappearing(element))
    }

    /// Brings the attributes handed out for the update's animations up to date with the
    /// layout, after a cell measured itself during the update.
    func refreshPendingAnimations() {
      pendingAnimations.refresh { endpoint in
        switch endpoint {
        case .appearing(let element): driver.initialAttributes(forAppearing: element)
        case .disappearing(let element): driver.finalAttributes(forDisappearing: element)
        }
      }
    }

    open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String)
      -> [Foundation.IndexPath]
    {
      driver.insertedIndexPaths(of: .supplementary, kind: ElementKind(uikitName: elementKind))
        .map(Foundation.IndexPath.init)
    }

    open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String)
      -> [Foundation.IndexPath]
    {
      driver.deletedIndexPaths(of: .supplementary, kind: ElementKind(uikitName: elementKind))
        .map(Foundation.IndexPath.init)
    }

    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String)
      -> [Foundation.IndexPath]
    {
      driver.insertedIndexPaths(of: .decoration, kind: ElementKind(uikitName: elementKind))
        .map(Foundation.IndexPath.init)
    }

    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String)
      -> [Foundation.IndexPath]
    {
      driver.deletedIndexPaths(of: .decoration, kind: ElementKind(uikitName: elementKind))
        .map(Foundation.IndexPath.init)
    }

    // MARK: - Interactive movement

    open override func targetIndexPath(
      forInteractivelyMovingItem previousIndexPath: Foundation.IndexPath,
      withPosition position: CGPoint
    ) -> Foundation.IndexPath {
      Foundation.IndexPath(
        driver.targetIndexPath(
          forMovingItemAt: Trellis.IndexPath(previousIndexPath), to: Point(position)))
    }

    open override func invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths indexPaths: [Foundation.IndexPath],
      previousIndexPaths: [Foundation.IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
      driver.endMovement()
      return super.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
        movementCancelled: movementCancelled)
    }

    /// The moving item follows the finger above every other element, lifted.
    open override func layoutAttributesForInteractivelyMovingItem(
      at indexPath: Foundation.IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
      let attributes = super.layoutAttributesForInteractivelyMovingItem(
        at: indexPath, withTargetPosition: position)
      attributes.zIndex = Int(Int32.max)
      attributes.transform3D = CATransform3D(
        driver.liftedTransform(forMovingItemAt: Trellis.IndexPath(indexPath)))
      return attributes
    }

    // MARK: - Content offset

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
      -> CGPoint
    {
      CGPoint(driver.targetContentOffset(forProposed: Point(proposedContentOffset)))
    }

    open override func targetContentOffset(
      forProposedContentOffset proposedContentOffset: CGPoint,
      withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
      CGPoint(
        driver.targetContentOffset(
          forProposed: Point(proposedContentOffset), velocityInPointsPerMillisecond: Point(velocity)
        ))
    }

    /// Another layout takes over (`setCollectionViewLayout(_:animated:)`): a swiped row
    /// closes, and the swipe's gestures leave the collection view with this layout.
    open override func prepareForTransition(to newLayout: UICollectionViewLayout) {
      super.prepareForTransition(to: newLayout)
      guard newLayout !== self else { return }
      driver.closeSwipe()
      swipeInteraction.remove()
    }

    open override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
      super.prepareForTransition(from: oldLayout)
      guard let collectionView else { return }
      let cells = (oldLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
        .lazy.filter { $0.representedElementCategory == .cell && !$0.isHidden }
        .map { (Trellis.IndexPath($0.indexPath), Rect($0.frame)) }
      driver.beginTransition(from: cells, viewport: Viewport(collectionView))
    }

    // MARK: - Decoration views

    open override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String)
    {
      decorationKinds.insert(elementKind)
      super.register(viewClass, forDecorationViewOfKind: elementKind)
    }

    open override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
      decorationKinds.insert(elementKind)
      super.register(nib, forDecorationViewOfKind: elementKind)
    }

    // MARK: - Translation

    /// UIKit attributes for Trellis attributes; a decoration kind without a view class
    /// gets a plain `UICollectionReusableView`, so UIKit never meets an unknown kind.
    func uikit(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
      if case .decoration(let kind, _) = attributes.id, !decorationKinds.contains(kind.uikitName) {
        register(
          kind.swipeActionIndex == nil ? UICollectionReusableView.self : SwipeActionView.self,
          forDecorationViewOfKind: kind.uikitName)
      }
      if case .decoration(let kind, _) = attributes.id, kind.swipeActionIndex != nil {
        return swipeButtonAttributes(attributes)
      }
      let attributesClass =
        Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        ?? UICollectionViewLayoutAttributes.self
      return UICollectionViewLayoutAttributes.make(attributes, as: attributesClass)
    }

    /// Gives ``errorHandler`` the driver's error, once.
    func reportError() {
      if let error = driver.lastError, error != reportedError { errorHandler?(error) }
      reportedError = driver.lastError
    }
  }
#endif
