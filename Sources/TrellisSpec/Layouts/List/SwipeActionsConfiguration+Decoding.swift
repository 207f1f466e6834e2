import Trellis

extension SwipeActionsConfiguration {
  /// The fields of a row side's swipe actions.
  static let fieldNames = ["actions", "performsFirstActionWithFullSwipe"]

  /// Reads `{"actions": [{"title": "Delete", "style": "destructive"}],
  /// "performsFirstActionWithFullSwipe": true}`; a full swipe performs the first action
  /// unless the field says otherwise.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: Self.fieldNames)
    var actions: [SwipeAction] = []
    for action in try fields.required("actions").array() { actions.append(try SwipeAction(action)) }
    self.init(
      actions: actions,
      performsFirstActionWithFullSwipe: try fields["performsFirstActionWithFullSwipe"]?.bool()
        ?? true)
  }
}

extension SwipeAction {
  /// Reads `{"title": "Archive", "style": "normal", "width": 90}`; the style is `normal`
  /// and the width ``SwipeAction/defaultWidth`` when absent.
  init(_ node: Node) throws(SpecError) {
    let fields = try node.object(allowing: ["title", "style", "width"])
    self.init(
      title: try fields.required("title").string(),
      style: try fields["style"]?.choice(SpecNames.swipeActionStyle) ?? .normal,
      width: try fields["width"]?.positive())
  }
}
