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

  /// Marks the element as seen in pass `pass` and gives it `attributes`. Returns its
  /// view when they differ from the ones it had, for the host to apply them, and
  /// whether its size changed.
  ///
  /// Called in place on the element in its dictionary, it copies nothing.
  @inlinable
  mutating func show(_ attributes: LayoutAttributes, inPass pass: UInt32) -> (
    changed: View?, resized: Bool
  ) {
    mark = pass
    guard self.attributes != attributes else { return (nil, false) }
    let resized = self.attributes.size != attributes.size
    self.attributes = attributes
    return (view, resized)
  }

  @usableFromInline
  init(view: View, attributes: LayoutAttributes, reuseIdentifier: String, mark: UInt32) {
    self.view = view
    self.attributes = attributes
    self.reuseIdentifier = reuseIdentifier
    self.mark = mark
  }
}
