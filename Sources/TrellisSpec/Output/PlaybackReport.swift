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
    var text = ""
    Self.write(to: &text) { each in steps.forEach(each) }
    return text
  }

  /// Writes the report of the steps that `steps` hands to its argument, one after
  /// another, to `output` as they come: the text of ``json`` without holding the steps.
  ///
  /// ```swift
  /// try PlaybackReport.write(to: &output) { each throws(SpecError) in
  ///   try Playback.forEachStep(of: spec, each)
  /// }
  /// ```
  ///
  /// - Throws: What `steps` throws, after writing the steps it handed over.
  public static func write<Failure: Error>(
    to output: inout some TextOutputStream,
    steps: ((PlaybackStep) -> Void) throws(Failure) -> Void
  ) throws(Failure) {
    var count = 0
    output.write("{\n  \"steps\": [")
    try steps { step in
      output.write(count == 0 ? "\n" : ",\n")
      write(step, to: &output)
      count += 1
    }
    output.write(count == 0 ? "]\n}\n" : "\n  ]\n}\n")
  }

  /// One step as a JSON object indented by four spaces.
  static func object(_ step: PlaybackStep) -> String {
    var text = ""
    write(step, to: &text)
    return text
  }

  /// Writes one step as a JSON object indented by four spaces, a line at a time, so that
  /// a step of a million visible elements is never one string.
  static func write(_ step: PlaybackStep, to output: inout some TextOutputStream) {
    output.write("    {\n      \"action\": " + JSONText.string(step.action.name))
    if case .move(let move) = step.action {
      let list = step.targets.map { LayoutReport.array([Double($0.section), Double($0.item)]) }
      output.write(",\n      \"targets\": [" + list.joined(separator: ", ") + "]")
      if move.slide != nil { output.write(",\n      \"slides\": " + slides(step.dragFrames)) }
    }
    output.write(",\n      \"itemMap\": {")
    var separator = ""
    for (section, newIndexPaths) in step.itemMap.enumerated() {
      for (item, new) in newIndexPaths.enumerated() {
        output.write(
          separator + JSONText.string("\(section).\(item)") + ": "
            + (new.map { JSONText.string("\($0.section).\($0.item)") } ?? "null"))
        separator = ", "
      }
    }
    let sections = step.sectionMap.enumerated().map { old, new in
      JSONText.string("\(old)") + ": " + (new.map { JSONText.string("\($0)") } ?? "null")
    }
    let offset = step.contentOffset
    output.write(
      "},\n      \"sectionMap\": {" + sections.joined(separator: ", ") + "}"
        + ",\n      \"contentOffset\": " + LayoutReport.array([offset.x, offset.y])
        + (step.anchor.map { ",\n      \"anchor\": " + object($0) } ?? ""))
    output.write(",\n      \"visible\": ")
    writeList(step.visible, to: &output) { element in
      LayoutReport.object(element, level: LayoutReport.level(of: element, in: step.levels))
    }
    output.write(",\n      \"animations\": ")
    writeList(step.animations, to: &output, object)
    output.write("\n    }")
  }

  /// Writes `elements` as a JSON array of one-line objects, one per line, or `[]`.
  private static func writeList<Element>(
    _ elements: [Element], to output: inout some TextOutputStream,
    _ line: (Element) -> String
  ) {
    if elements.isEmpty { return output.write("[]") }
    for (index, element) in elements.enumerated() {
      output.write((index == 0 ? "[\n        " : ",\n        ") + line(element))
    }
    output.write("\n      ]")
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
}
