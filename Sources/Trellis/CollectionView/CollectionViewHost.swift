/// What draws a ``CollectionView``: a UIKit adapter, a browser page, an SVG renderer or a
/// test recorder.
///
/// The collection view never keeps its host; each call that can change what is on
/// screen takes the host as an `inout` argument and tells it what to do: make a view for
/// a reuse identifier when no reusable one is waiting, configure a view for the element
/// it now shows, apply attributes to it, and take it back when it leaves, after which
/// the collection view keeps it for reuse.
///
/// ```swift
/// struct Recorder: CollectionViewHost {
///   var made = 0
///   mutating func makeView(reuseIdentifier: String) -> Int { made += 1; return made }
///   mutating func configure(_ view: Int, for element: ElementID) {}
///   mutating func apply(_ attributes: LayoutAttributes, to view: Int) {}
///   mutating func enqueue(_ view: Int, reuseIdentifier: String) {}
/// }
/// ```
public protocol CollectionViewHost {
  /// The host's handle for one view: an object, or an index into the host's own storage.
  associatedtype View

  /// The pool a view for `element` comes from; views are reused only within a pool.
  func reuseIdentifier(for element: ElementID) -> String

  /// Creates a view for `reuseIdentifier`, when no view of that identifier is waiting
  /// to be reused.
  mutating func makeView(reuseIdentifier: String) -> View

  /// Fills `view` with the content of `element`: called when the view starts showing
  /// the element, and again when the element is reloaded.
  mutating func configure(_ view: View, for element: ElementID)

  /// Positions and styles `view` with `attributes`.
  mutating func apply(_ attributes: LayoutAttributes, to view: View)

  /// Takes back `view`, which shows nothing any more: the host hides it. The
  /// collection view keeps it for the next element of the same reuse identifier.
  mutating func enqueue(_ view: View, reuseIdentifier: String)

  /// The size `element` needs when it is laid out in a frame of `attributes`' size:
  /// UIKit's `preferredLayoutAttributesFitting(_:)`, asked by
  /// ``CollectionView/measureVisibleElements(anchor:host:)`` for self-sizing elements as
  /// they become visible or are prefetched, with the view that shows them. `nil` means
  /// the host cannot measure the element yet: it keeps its size and is asked again in
  /// the next pass.
  mutating func preferredSize(
    for element: ElementID, fitting attributes: LayoutAttributes, in view: View
  ) -> Size?
}

// MARK: - Default implementations

extension CollectionViewHost {
  /// `"cell"` for cells, and the kind's name (``ElementKind/name``) for supplementary and
  /// decoration elements, so that each kind has a pool of its own.
  public func reuseIdentifier(for element: ElementID) -> String {
    element.kind?.name ?? "cell"
  }

  /// Returns `nil`: the host measures nothing, and every element keeps its estimate.
  public mutating func preferredSize(
    for element: ElementID, fitting attributes: LayoutAttributes, in view: View
  ) -> Size? { nil }
}
