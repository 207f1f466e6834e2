#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  /// A Trellis-backed `UICollectionViewLayout` whose cells size themselves: elements
  /// start at their estimates, and each size a cell reports through
  /// `preferredLayoutAttributesFitting(_:)` lays out again only its section and moves
  /// the content offset so that what the user is looking at stays where it is.
  ///
  /// ```swift
  /// let layout = SelfSizingFlowCollectionViewLayout(
  ///   flow: configuration, estimatedItemSize: Size(width: 375, height: 60))
  /// ```
  open class SelfSizingCollectionViewLayout<Base: EstimatingDataSource>:
    CollectionViewLayout<SelfSizingContent<Base>>
  {
    /// The estimates and the sizes measured so far.
    public let record: SelfSizingRecord<Base>
    /// The visible item whose place on screen corrections keep: the first, or the last
    /// for a list anchored at the bottom such as a chat.
    public var scrollAnchor = ScrollAnchor.firstVisibleItem
    /// Builds the data of one preparation, whose sizes are the estimates.
    private let base: (UICollectionView, UICollectionViewLayout) -> Base
    /// The observation of Dynamic Type changes, which end with the layout.
    private var contentSizeCategoryObservation: NotificationObservation?

    /// Creates a layout driven by `layout`, estimating with `record` the sizes of the
    /// data that `base` reads.
    public init(
      layout: Base.Layout, record: SelfSizingRecord<Base>,
      base: @escaping (UICollectionView, UICollectionViewLayout) -> Base
    ) {
      self.record = record
      self.base = base
      super.init(layout: layout) { record.content(base($0, $1)) }
      contentSizeCategoryObservation = NotificationObservation(
        UIContentSizeCategory.didChangeNotification
      ) { [weak self] in self?.contentSizeCategoryDidChange() }
    }

    /// Text of another size measures differently: every measurement is forgotten, and
    /// the cells measure again from their estimates.
    private func contentSizeCategoryDidChange() {
      record.removeAllMeasurements()
      invalidateLayout()
    }

    /// Not available: a Trellis layout is made in code.
    public required init?(coder: NSCoder) { nil }

    open override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      let original = LayoutAttributes(
        id: Self.element(of: originalAttributes), frame: Rect(originalAttributes.frame))
      defer { reportError() }
      return driver.shouldInvalidate(
        forPreferredSize: Size(preferredAttributes.size), of: original, record: record)
    }

    open override func invalidationContext(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
      let context = super.invalidationContext(
        forPreferredLayoutAttributes: preferredAttributes,
        withOriginalAttributes: originalAttributes)
      (context as? LayoutInvalidationContext)?.isLayoutsOwn = true
      guard let collectionView else { return context }
      let bounds = layout.viewport.bounds
      let original = LayoutAttributes(
        id: Self.element(of: originalAttributes), frame: Rect(originalAttributes.frame))
      if let correction = driver.invalidate(
        forPreferredSizeOf: original, record: record, base: base(collectionView, self),
        anchor: scrollAnchor)
      {
        context.contentOffsetAdjustment = CGPoint(correction.contentOffsetAdjustment)
        context.contentSizeAdjustment = CGSize(correction.contentSizeAdjustment)
        for rect in [bounds, layout.viewport.bounds] {
          layout.forEachElement(in: rect) { context.invalidate($0.id) }
        }
        refreshPendingAnimations()
      }
      reportError()
      return context
    }

    override func prepareDriver(
      forUpdates items: [UpdateItem], in collectionView: UICollectionView
    ) {
      driver.prepare(forUpdates: items, base: base(collectionView, self), record: record)
    }

    /// The Trellis name of the element that UIKit's `attributes` describe.
    private static func element(of attributes: UICollectionViewLayoutAttributes) -> ElementID {
      let indexPath = Trellis.IndexPath(attributes.indexPath)
      switch attributes.representedElementCategory {
      case .supplementaryView:
        return .supplementary(
          ElementKind(uikitName: attributes.representedElementKind ?? ""), indexPath)
      case .decorationView:
        return .decoration(
          ElementKind(uikitName: attributes.representedElementKind ?? ""), indexPath)
      default:
        return .cell(indexPath)
      }
    }
  }

  /// A self-sizing flow layout that reads the collection view's
  /// `UICollectionViewDelegateFlowLayout`: `UICollectionViewFlowLayout` with
  /// `estimatedItemSize` set.
  public typealias SelfSizingFlowCollectionViewLayout = SelfSizingCollectionViewLayout<
    DelegatedFlowSource
  >

  extension DelegatedFlowSource: @MainActor EstimatingDataSource {}

  extension SelfSizingCollectionViewLayout where Base == DelegatedFlowSource {
    /// A flow layout with `configuration` whose `selfSizingElements` start at the given
    /// estimates; the delegate's `sizeForItemAt`, when it has one, is an item's estimate.
    public convenience init(
      flow configuration: FlowLayout.Configuration = .init(), estimatedItemSize: Size,
      estimatedHeaderSize: Size? = nil, estimatedFooterSize: Size? = nil,
      selfSizingElements: SelfSizingElements = .items
    ) {
      let record = SelfSizingRecord<DelegatedFlowSource>(
        estimatedItemSize: estimatedItemSize, estimatedHeaderSize: estimatedHeaderSize,
        estimatedFooterSize: estimatedFooterSize, selfSizingElements: selfSizingElements,
        scrollDirection: configuration.scrollDirection)
      self.init(layout: FlowLayout(configuration: configuration), record: record) {
        DelegatedFlowSource(collectionView: $0, layout: $1)
      }
    }
  }
#endif
