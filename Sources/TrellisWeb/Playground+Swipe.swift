import Trellis
import TrellisSpec

extension Playground {
  /// Starts a swipe on the row at `indexPath`, as a finger that moves sideways on it
  /// does; another open row closes at once.
  ///
  /// - Returns: `false` with the refusal's description in ``text``: no such row, a row
  ///   without actions, a drag or a transition running; nothing changes then.
  public mutating func beginSwipe(at indexPath: IndexPath) -> Bool {
    commandsBegin()
    guard let session else { return false }
    do {
      try session.beginSwipe(at: indexPath, host: &host)
      return true
    } catch {
      return refuse(error)
    }
  }

  /// Slides the swiped row to `offset` points along x, positive to the right.
  ///
  /// - Returns: `false` with the refusal's description in ``text``: no swipe tracks a
  ///   finger, an offset that is not finite or toward a side without actions; nothing
  ///   changes then.
  public mutating func updateSwipe(offset: Double) -> Bool {
    commandsBegin()
    guard let session else { return false }
    do {
      try session.updateSwipe(offset: offset, host: &host)
      return true
    } catch {
      return refuse(error)
    }
  }

  /// Releases the swiped row at `velocity` points per second along x: it settles open,
  /// closed or, by a full swipe, slid all the way, animated; drive the animation with
  /// ``animate(to:)``.
  ///
  /// - Returns: how the swipe ended, or `nil` with the refusal's description in ``text``
  ///   when no swipe tracks a finger or the velocity is not finite.
  public mutating func endSwipe(velocity: Double) -> SwipeOutcome? {
    commandsBegin()
    guard let session else { return nil }
    do {
      return try session.endSwipe(velocity: velocity, host: &host)
    } catch {
      _ = refuse(error)
      return nil
    }
  }

  /// Puts the row that a finger moves back where it rested when the swipe began,
  /// animated; nothing happens when no swipe tracks a finger.
  public mutating func cancelSwipe() {
    commandsBegin()
    session?.cancelSwipe(host: &host)
  }

  /// Closes the swiped row, animated, as after its action is handled; nothing happens
  /// when no row is swiped.
  public mutating func closeSwipe() {
    commandsBegin()
    session?.closeSwipe(host: &host)
  }

  /// Puts the swiped row in ``text`` as JSON, with the buttons it shows, each read with
  /// `CollectionView.swipeAction(for:)`:
  ///
  /// ```json
  /// {"section": 0, "item": 1, "offset": -238, "phase": "open", "edge": "trailing",
  ///  "armed": false, "performed": null,
  ///  "buttons": [{"kind": "swipeAction0", "title": "Delete", "style": "destructive",
  ///               "width": 74}]}
  /// ```
  ///
  /// `phase` is `"tracking"`, `"open"` or `"performed"`, `performed` the index of the
  /// action a full swipe performed, `armed` whether a release now performs the first
  /// action.
  ///
  /// - Returns: `false` when no row is swiped.
  public mutating func describeSwipe() -> Bool {
    guard let session, let swipe = session.swipe else { return false }
    let phase: String
    var performed = "null"
    switch swipe.phase {
    case .tracking: phase = "tracking"
    case .open: phase = "open"
    case .performed(let action):
      phase = "performed"
      performed = String(action)
    }
    let count = swipe.revealedConfiguration?.actions.count ?? 0
    let buttons = (0..<count).compactMap { index -> String? in
      let kind = ElementKind.swipeAction(index)
      guard let action = session.swipeAction(for: .supplementary(kind, swipe.item)) else {
        return nil
      }
      return "{\"kind\": \(JSONText.string(kind.name)), \(Self.json(of: action))}"
    }
    text = Array(
      ("{\"section\": \(swipe.item.section), \"item\": \(swipe.item.item), "
        + "\"offset\": \(JSONText.number(swipe.offset)), \"phase\": \"\(phase)\", "
        + "\"edge\": \(swipe.edge.map { "\"\(Self.name(of: $0))\"" } ?? "null"), "
        + "\"armed\": \(swipe.isFullSwipeArmed), \"performed\": \(performed), "
        + "\"buttons\": [\(buttons.joined(separator: ", "))]}").utf8)
    return true
  }

  /// Puts the swipe actions of the row at `indexPath` in ``text`` as JSON, each side's
  /// actions in order (the first nearest the edge) and whether a full swipe performs the
  /// first, `null` for a side without actions:
  ///
  /// ```json
  /// {"leading": null,
  ///  "trailing": {"actions": [{"title": "Delete", "style": "destructive", "width": 74}],
  ///               "fullSwipe": true}}
  /// ```
  ///
  /// - Returns: `false` when the row has no actions or there is no such row.
  public mutating func describeSwipeActions(at indexPath: IndexPath) -> Bool {
    guard let session else { return false }
    let sides = SwipeEdge.allCases.map { session.swipeActions(at: indexPath, edge: $0) }
    guard sides.contains(where: { $0 != nil }) else { return false }
    let fields = zip(SwipeEdge.allCases, sides).map { edge, configuration in
      let value = configuration.map { configuration in
        "{\"actions\": [\(configuration.actions.map { "{\(Self.json(of: $0))}" }.joined(separator: ", "))], "
          + "\"fullSwipe\": \(configuration.performsFirstActionWithFullSwipe)}"
      }
      return "\"\(Self.name(of: edge))\": \(value ?? "null")"
    }
    text = Array("{\(fields.joined(separator: ", "))}".utf8)
    return true
  }

  /// The fields of `action`'s JSON: its title, style and width.
  private static func json(of action: SwipeAction) -> String {
    let style = action.style == .destructive ? "destructive" : "normal"
    return "\"title\": \(JSONText.string(action.title)), \"style\": \"\(style)\", "
      + "\"width\": \(JSONText.number(action.resolvedWidth))"
  }

  /// The name of `edge` in JSON: `"leading"` or `"trailing"`.
  private static func name(of edge: SwipeEdge) -> String {
    edge == .leading ? "leading" : "trailing"
  }

  /// Puts the description of `error` in ``text`` and returns `false`.
  private mutating func refuse(_ error: SwipeError) -> Bool {
    text = Array(error.description.utf8)
    return false
  }
}
