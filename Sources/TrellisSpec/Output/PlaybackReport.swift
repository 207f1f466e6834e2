import Trellis

/// What `trellis play` prints: for each action of a spec, where every section and item
/// went, the content offset, the visible elements and the animation, as JSON text.
///
/// ```json
/// {
///   "steps": [
///     {
///       "action": "update",
///       "itemMap": {"0.0": "0.1", "0.1": "0.2", "0.2": "0.3"},
///       "sectionMap": {"0": "0"},
///       "contentOffset": [0, 0],
///       "visible": [
///         {"category": "cell", "kind": null, "section": 0, "item": 0, "frame": [0, 0, 50, 50], ...}
///       ],
///       "animations": [
///         {"element": {"category": "cell", "kind": null, "section": 0, "item": 0},
///          "change": "insert", "from": {"frame": [0, 0, 50, 50], "alpha": 0, "zIndex": 0},
///          "to": {"frame": [0, 0, 50, 50], "alpha": 1, "zIndex": 0}}
///       ]
///     }
///   ]
/// }
/// ```
///
/// Keys come in a fixed order; maps list old sections and items in order. Visible
/// elements print as `trellis layout` prints elements, and each element and each
/// animation takes one line. Numbers print as in ``LayoutReport``.
public struct PlaybackReport: Hashable, Sendable {
  /// The steps, in the order they are printed.
  public var steps: [PlaybackStep]

  /// Creates a report of a playback's steps.
  public init(_ playback: Playback) {
    steps = playback.steps
  }

  /// The report as JSON text ending with a line break.
  public var json: String {
    if steps.isEmpty { return "{\n  \"steps\": []\n}\n" }
    var text = "{\n  \"steps\": [\n"
    for (index, step) in steps.enumerated() {
      text += Self.object(step) + (index + 1 < steps.count ? ",\n" : "\n")
    }
    return text + "  ]\n}\n"
  }

  /// One step as a JSON object indented by four spaces.
  static func object(_ step: PlaybackStep) -> String {
    let sections = step.sectionMap.enumerated().map { old, new in
      JSONText.string("\(old)") + ": " + (new.map { JSONText.string("\($0)") } ?? "null")
    }
    var items: [String] = []
    for (section, newIndexPaths) in step.itemMap.enumerated() {
      for (item, new) in newIndexPaths.enumerated() {
        items.append(
          JSONText.string("\(section).\(item)") + ": "
            + (new.map { JSONText.string("\($0.section).\($0.item)") } ?? "null"))
      }
    }
    let offset = step.contentOffset
    var targets = ""
    if case .move(let move) = step.action {
      let list = step.targets.map { LayoutReport.array([Double($0.section), Double($0.item)]) }
      targets = ",\n      \"targets\": [" + list.joined(separator: ", ") + "]"
      if move.slide != nil { targets += ",\n      \"slides\": " + slides(step.dragFrames) }
    }
    return "    {\n      \"action\": " + JSONText.string(step.action.name) + targets
      + ",\n      \"itemMap\": {" + items.joined(separator: ", ") + "}"
      + ",\n      \"sectionMap\": {" + sections.joined(separator: ", ") + "}"
      + ",\n      \"contentOffset\": " + LayoutReport.array([offset.x, offset.y])
      + (step.anchor.map { ",\n      \"anchor\": " + object($0) } ?? "")
      + ",\n      \"visible\": " + list(step.visible.map(LayoutReport.object))
      + ",\n      \"animations\": " + list(step.animations.map(object))
      + "\n    }"
  }

  /// The items that slide at each position of a drag's path, one list per position:
  /// only the elements whose place changes, each as an animation on one line.
  static func slides(_ frames: [AnimationPlan]) -> String {
    if frames.isEmpty { return "[]" }
    let lists = frames.map { frame in
      let moving = frame.elements.filter { $0.from.frame != $0.to.frame }
      if moving.isEmpty { return "        []" }
      return "        [\n" + moving.map { "          " + object($0) }.joined(separator: ",\n")
        + "\n        ]"
    }
    return "[\n" + lists.joined(separator: ",\n") + "\n      ]"
  }

  /// The anchor of a self-sizing step as a one-line JSON object:
  /// `{"item": "0.4", "frameBefore": [...], "frame": [...]}`, frames on screen.
  static func object(_ anchor: PlaybackStep.Anchor) -> String {
    func frame(_ rect: Rect) -> String {
      LayoutReport.array([rect.minX, rect.minY, rect.width, rect.height])
    }
    return "{\"item\": " + JSONText.string("\(anchor.item.section).\(anchor.item.item)")
      + ", \"frameBefore\": " + frame(anchor.frameBefore) + ", \"frame\": "
      + frame(anchor.frame) + "}"
  }

  /// One animated element as a one-line JSON object.
  static func object(_ animation: ElementAnimation) -> String {
    let change =
      switch animation.change {
      case .insert: "insert"
      case .delete: "delete"
      case .move: "move"
      case .reload: "reload"
      case .none: "none"
      }
    return "{\"element\": {" + LayoutReport.members(of: animation.element) + "}"
      + ", \"change\": \"\(change)\", \"from\": " + state(animation.from) + ", \"to\": "
      + state(animation.to) + "}"
  }

  /// The animated values of attributes: `{"frame": [...], "alpha": 1, "zIndex": 0}`.
  private static func state(_ attributes: LayoutAttributes) -> String {
    let frame = attributes.frame
    return "{\"frame\": "
      + LayoutReport.array([frame.minX, frame.minY, frame.width, frame.height])
      + ", \"alpha\": " + JSONText.number(attributes.alpha) + ", \"zIndex\": "
      + "\(attributes.zIndex)}"
  }

  /// One-line objects as a JSON array with one object per line, or `[]`.
  private static func list(_ lines: [String]) -> String {
    if lines.isEmpty { return "[]" }
    return "[\n" + lines.map { "        " + $0 }.joined(separator: ",\n") + "\n      ]"
  }
}
