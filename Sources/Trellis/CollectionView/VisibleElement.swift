/// One element on screen and the view that shows it.
@usableFromInline
struct VisibleElement<View> {
  /// The view that shows the element.
  @usableFromInline var view: View
  /// The attributes the view was last given.
  @usableFromInline var attributes: LayoutAttributes
  /// The reuse identifier the view was made or dequeued with.
  @usableFromInline var reuseIdentifier: String
  /// The pass of ``CollectionView/updateVisibleElements(host:)`` that last saw it.
  @usableFromInline var mark: UInt32
  /// The revision of the collection view's data in which the element was last found to
  /// need no measurement at its size, or 0. Whether an element needs one depends only on
  /// the data and its size, so the mark holds while neither changes.
  @usableFromInline var settledIn: UInt32 = 0

  /// Marks the element as seen in pass `pass` and gives it `attributes`. Returns its
  /// view when they differ from the ones it had, for the host to apply the new ones;
  /// `nil` when they are the same. A new size clears ``settledIn``.
  ///
  /// Called on the element in its dictionary, it works in place and copies nothing
  /// else.
  @inlinable
  mutating func show(_ attributes: LayoutAttributes, inPass pass: UInt32) -> View? {
    mark = pass
    guard self.attributes != attributes else { return nil }
    take(attributes)
    return view
  }

  /// As ``show(_:inPass:)``, and returns the attributes the element had too, for a view
  /// that moves from them.
  @inlinable
  mutating func move(to attributes: LayoutAttributes, inPass pass: UInt32) -> (
    previous: LayoutAttributes, view: View
  )? {
    mark = pass
    guard self.attributes != attributes else { return nil }
    let previous = self.attributes
    take(attributes)
    return (previous, view)
  }

  /// Gives the element new `attributes`; a new size clears ``settledIn``.
  @inlinable
  mutating func take(_ attributes: LayoutAttributes) {
    if self.attributes.size != attributes.size { settledIn = 0 }
    self.attributes = attributes
  }

  /// Whether the element was marked settled in revision `revision` of the data.
  ///
  /// Mutating only so that a dictionary serves it in place, as ``wasMissed(inPass:)``.
  @inlinable
  mutating func isSettled(inRevision revision: UInt32) -> Bool { settledIn == revision }

  /// Whether the element was not seen in pass `pass`.
  ///
  /// Mutating only so that a dictionary serves it in place: reading the element
  /// through the dictionary's getter would copy it whole.
  @inlinable
  mutating func wasMissed(inPass pass: UInt32) -> Bool { mark != pass }

  @usableFromInline
  init(view: View, attributes: LayoutAttributes, reuseIdentifier: String, mark: UInt32) {
    self.view = view
    self.attributes = attributes
    self.reuseIdentifier = reuseIdentifier
    self.mark = mark
  }
}
