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

  @usableFromInline
  init(view: View, attributes: LayoutAttributes, reuseIdentifier: String, mark: UInt32) {
    self.view = view
    self.attributes = attributes
    self.reuseIdentifier = reuseIdentifier
    self.mark = mark
  }
}
