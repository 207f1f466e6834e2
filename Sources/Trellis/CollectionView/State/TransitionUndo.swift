/// What a layout transition replaced, until it finishes: enough to cancel it.
@usableFromInline
struct TransitionUndo<Layout, View> {
  /// The layout before the transition.
  var layout: Layout
  /// The views the old layout showed, with their attributes in it.
  var visible: [ElementID: VisibleElement<View>]
}
