import Trellis

/// A `CollectionViewHost` for tests: it records what a collection view asks of it and
/// refuses misuse.
///
/// Drive a `CollectionView` with a recording host the way a UIKit adapter or a page
/// would drive it with views, then check what the host was told: which element each view
/// shows and with which attributes (``onScreen``), how many views were made, configured,
/// given attributes and taken back, and which elements it was asked to measure. A call
/// that breaks the host's contract (attributes for a view that shows nothing, a view
/// taken back twice, a view of one pool configured for an element of another) is not
/// carried out but recorded in ``misuses``, so a test states `#expect(host.misuses ==
/// [])` in its own framework.
///
/// ```swift
/// import Trellis
/// import TrellisTesting
///
/// let content = FlowContent(sections: [.init(itemCount: 100)])
/// let collection = try CollectionView<FlowContent, RecordingHost>(
///   layout: FlowLayout(), dataSource: content,
///   viewport: Viewport(size: Size(width: 320, height: 480)))
/// var host = RecordingHost()
/// collection.updateVisibleElements(host: &host)
/// #expect(host.misuses == [])
/// #expect(host.onScreen.count == host.made)
/// ```
///
/// A host measures nothing unless it is given a ``measure`` function: then it answers
/// ``preferredSize(for:fitting:in:)`` with it, as a self-sizing cell would, and records
/// each element it is asked about in ``measurementRequests``.
///
/// Views are numbers, given out from 0 in the order the views are made, and a view's
/// record stays at its number: ``views``[*n*] is view *n*.
public struct RecordingHost: CollectionViewHost {
  /// What one view shows.
  public struct Shown: Hashable, Sendable {
    /// The element the view shows; `nil` before it is configured and while it waits for
    /// reuse.
    public var element: ElementID?
    /// The attributes last applied while it showed ``element``; `nil` until then.
    public var attributes: LayoutAttributes?
    /// The pool the view was made for.
    public var reuseIdentifier: String

    /// Creates the record of a view of the pool `reuseIdentifier`.
    public init(
      element: ElementID? = nil, attributes: LayoutAttributes? = nil, reuseIdentifier: String
    ) {
      self.element = element
      self.attributes = attributes
      self.reuseIdentifier = reuseIdentifier
    }
  }

  /// Every view made so far, by its number.
  public private(set) var views: [Shown] = []
  /// The number of times the host configured a view for an element.
  public private(set) var configured = 0
  /// The number of times the host applied attributes to a view.
  public private(set) var applied = 0
  /// The number of times the host took a view back.
  public private(set) var enqueued = 0
  /// The calls the host refused, in the order they came.
  public private(set) var misuses: [Misuse] = []
  /// Every element the host was asked to measure while it had a ``measure`` function, in
  /// order; a test may clear it between steps.
  public var measurementRequests: [ElementID] = []
  /// The size the host measures an element at, given the attributes it is measured in;
  /// `nil` (the default) measures nothing, and a function that returns `nil` declines.
  public var measure: ((ElementID, LayoutAttributes) -> Size?)?
  /// Whether the host keeps the attributes each view is drawn with, for ``onScreen`` and
  /// ``elementsShownTwice``.
  ///
  /// A host that keeps none still checks every call and counts it, at the least cost a
  /// host can have: what a benchmark of a collection view's own work wants.
  public let recordsAttributes: Bool

  /// Creates a host that has made no view, keeps the attributes it is given unless
  /// `recordsAttributes` is false, and measures with `measure`, if given.
  public init(
    recordsAttributes: Bool = true, measure: ((ElementID, LayoutAttributes) -> Size?)? = nil
  ) {
    self.recordsAttributes = recordsAttributes
    self.measure = measure
  }

  /// The number of views made so far.
  public var made: Int { views.count }

  /// The number of views that show nothing: those waiting for reuse, and any made but
  /// not yet configured.
  public var idle: Int { views.count { $0.element == nil } }

  /// The elements on screen and the attributes the host draws them with, keyed by the
  /// attributes' element.
  ///
  /// An element is named by its attributes rather than by the element the view was
  /// configured for, since an update that moves an element to another index path
  /// applies new attributes without configuring the view again, as UIKit moves a cell.
  /// Where two views show one element, the later view's attributes are kept and the
  /// element is in ``elementsShownTwice``. Empty unless the host ``recordsAttributes``.
  ///
  /// - Complexity: O(*v*) for *v* views made.
  public var onScreen: [ElementID: LayoutAttributes] {
    var result: [ElementID: LayoutAttributes] = [:]
    for shown in views where shown.element != nil {
      if let attributes = shown.attributes { result[attributes.id] = attributes }
    }
    return result
  }

  /// The elements that more than one view shows at once, which a collection view never
  /// allows; empty unless the host ``recordsAttributes``.
  ///
  /// - Complexity: O(*v*) for *v* views made.
  public var elementsShownTwice: Set<ElementID> {
    var seen: Set<ElementID> = []
    var twice: Set<ElementID> = []
    for shown in views where shown.element != nil {
      guard let id = shown.attributes?.id else { continue }
      if !seen.insert(id).inserted { twice.insert(id) }
    }
    return twice
  }

  // MARK: - CollectionViewHost

  /// Makes a view of the pool `reuseIdentifier`, numbered after the views made before.
  public mutating func makeView(reuseIdentifier: String) -> Int {
    views.append(Shown(reuseIdentifier: reuseIdentifier))
    return views.count - 1
  }

  /// Records that `view` shows `element`, unless the view was never made or belongs to
  /// another element kind's pool.
  public mutating func configure(_ view: Int, for element: ElementID) {
    guard views.indices.contains(view) else {
      return refuse(.unknownView(view))
    }
    let pool = reuseIdentifier(for: element)
    guard views[view].reuseIdentifier == pool else {
      return refuse(
        .wrongPool(view: view, element: element, pool: views[view].reuseIdentifier))
    }
    configured += 1
    views[view].element = element
  }

  /// Records the attributes `view` is drawn with, unless the view shows nothing or the
  /// attributes could not be drawn (a frame outside `LayoutLimits/coordinateRange` or of
  /// negative size, an alpha outside 0...1).
  public mutating func apply(_ attributes: LayoutAttributes, to view: Int) {
    guard views.indices.contains(view) else {
      return refuse(.unknownView(view))
    }
    guard views[view].element != nil else {
      return refuse(.attributesForIdleView(view, attributes.id))
    }
    guard Self.canDraw(attributes) else {
      return refuse(.undrawableAttributes(attributes))
    }
    applied += 1
    if recordsAttributes { views[view].attributes = attributes }
  }

  /// Takes `view` back, unless it already waits for reuse or `reuseIdentifier` is not
  /// its pool.
  public mutating func enqueue(_ view: Int, reuseIdentifier: String) {
    guard views.indices.contains(view) else {
      return refuse(.unknownView(view))
    }
    guard views[view].element != nil else {
      return refuse(.enqueuedTwice(view))
    }
    guard views[view].reuseIdentifier == reuseIdentifier else {
      return refuse(
        .wrongPool(view: view, element: views[view].element, pool: reuseIdentifier))
    }
    enqueued += 1
    views[view].element = nil
    views[view].attributes = nil
  }

  /// The size ``measure`` gives `element` in `attributes`, recording the request; `nil`
  /// without a ``measure`` function or for a view never made.
  public mutating func preferredSize(
    for element: ElementID, fitting attributes: LayoutAttributes, in view: Int
  ) -> Size? {
    guard let measure else { return nil }
    guard views.indices.contains(view) else {
      refuse(.unknownView(view))
      return nil
    }
    measurementRequests.append(element)
    return measure(element, attributes)
  }

  private mutating func refuse(_ misuse: Misuse) {
    misuses.append(misuse)
  }

  private static func canDraw(_ attributes: LayoutAttributes) -> Bool {
    let frame = attributes.frame
    let range = LayoutLimits.coordinateRange
    return range.contains(frame.minX) && range.contains(frame.minY)
      && range.contains(frame.maxX) && range.contains(frame.maxY)
      && frame.width >= 0 && frame.height >= 0
      && attributes.alpha >= 0 && attributes.alpha <= 1
  }
}

extension RecordingHost: Equatable {
  /// Whether two hosts recorded the same views, counts, misuses and measurement
  /// requests; their ``measure`` functions are not compared.
  public static func == (lhs: RecordingHost, rhs: RecordingHost) -> Bool {
    lhs.recordsAttributes == rhs.recordsAttributes && lhs.views == rhs.views
      && lhs.configured == rhs.configured && lhs.applied == rhs.applied
      && lhs.enqueued == rhs.enqueued && lhs.misuses == rhs.misuses
      && lhs.measurementRequests == rhs.measurementRequests
  }
}
