import Trellis

/// A spec's script run on a collection view: one ``PlaybackStep`` per action, as
/// `trellis play` prints them.
///
/// ```swift
/// let spec = try Spec(json: """
///   {"viewport": {"width": 120},
///    "sections": [{"items": 3}],
///    "actions": [{"update": {"sections": [{"items": 4}], "insertItems": [[0, 0]]}}]}
///   """)
/// let step = try Playback(spec).steps[0]
/// step.itemMap  // [[0.1, 0.2, 0.3]]: every old item moved one place on
/// ```
///
/// The collection view is built from the spec: its layout, its data and its viewport,
/// the content offset included. The actions then run in order, each on the state the
/// previous one left; an update's animation is finished before the next action.
public struct Playback: Hashable, Sendable {
  /// One step per action run, in order.
  public var steps: [PlaybackStep]

  /// Runs the first `actionCount` actions of `spec`, or all of them.
  ///
  /// - Throws: A ``SpecError`` when the layout rejects the spec, or for the first action
  ///   that cannot run, named by its path: an index of an update that names no section
  ///   or item, a batch that breaks UIKit's rules (the collection view's message names
  ///   the rule), a snapshot identifier used twice, or a value the layout rejects.
  /// - Complexity: Building the layout, plus for each action laying out what it changed
  ///   and O(*k*) for the *k* elements visible before or after it.
  public init(_ spec: Spec, actionCount: Int? = nil) throws(SpecError) {
    var steps: [PlaybackStep] = []
    try Self.forEachStep(of: spec, actionCount: actionCount) { steps.append($0) }
    self.steps = steps
  }

  /// Runs the first `actionCount` actions of `spec`, or all of them, as
  /// ``init(_:actionCount:)`` does, handing each step to `body` as soon as it is played
  /// and keeping none: the memory a playback takes is that of one step.
  ///
  /// - Throws: As ``init(_:actionCount:)``, after `body` had the steps before the action
  ///   that cannot run.
  public static func forEachStep(
    of spec: Spec, actionCount: Int? = nil, _ body: (PlaybackStep) -> Void
  ) throws(SpecError) {
    let actions = spec.actions.prefix(max(0, actionCount ?? spec.actions.count))
    try withoutActuallyEscaping(body) { body throws(SpecError) in
      try run(actions, of: spec, into: body)
    }
  }

  /// Runs `actions` on a collection view of the spec's layout, data and viewport.
  static func run(
    _ actions: ArraySlice<SpecAction>, of spec: Spec, into body: @escaping (PlaybackStep) -> Void
  ) throws(SpecError) {
    try spec.layout.visitRegistered(Player(spec: spec, actions: actions, body: body)).get()
  }

  /// Runs a spec's actions on its kind of layout.
  private struct Player: RegisteredSpecLayoutVisitor {
    let spec: Spec
    let actions: ArraySlice<SpecAction>
    let body: (PlaybackStep) -> Void

    func visit<Kind: RegisteredSpecLayout>(_ layout: Kind) -> Result<Void, SpecError> {
      do throws(SpecError) {
        return .success(try layout.play(actions, of: spec, into: body))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Builds the collection view of `layout` and `content` and runs `actions` on it,
  /// specialized for the layout's type.
  ///
  /// A finished transition to a layout of the spec's type whose items are sized
  /// otherwise needs other data: the actions after it run on a collection view of the
  /// new layout, with the data as the spec gave it and the offset the transition ended
  /// at, so that `measure` is taken exactly when the items size themselves.
  static func run<Content: PlayableContent>(
    _ actions: ArraySlice<SpecAction>, layout: Content.Layout, content: Content, spec: Spec,
    into body: @escaping (PlaybackStep) -> Void
  ) throws(SpecError) {
    var session = try PlaybackSession(layout: layout, content: content, spec: spec)
    for (index, action) in zip(actions.indices, actions) {
      let step = try session.run(action, at: index)
      body(step)
      if case .transition(let transition) = action, !transition.cancels,
        transition.changesData(of: spec.layout), !transition.changesType(of: spec.layout)
      {
        var next = spec
        next.layout = transition.layout.replacingContent(session.collection.dataSource.givenContent)
        next.viewport.contentOffset = step.contentOffset
        return try Self.run(actions[(index + 1)...], of: next, into: body)
      }
    }
  }
}
