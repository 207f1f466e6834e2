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
    let actions = spec.actions.prefix(max(0, actionCount ?? spec.actions.count))
    steps = try spec.layout.visitRegistered(Player(spec: spec, actions: actions)).get()
  }

  /// Runs a spec's actions on its kind of layout.
  private struct Player: RegisteredSpecLayoutVisitor {
    let spec: Spec
    let actions: ArraySlice<SpecAction>

    func visit<Kind: RegisteredSpecLayout>(_ layout: Kind) -> Result<[PlaybackStep], SpecError> {
      do throws(SpecError) {
        return .success(try layout.play(actions, of: spec))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Builds the collection view of `layout` and `content` and runs `actions` on it,
  /// specialized for the layout's type.
  static func run<Content: PlayableContent>(
    _ actions: ArraySlice<SpecAction>, layout: Content.Layout, content: Content, spec: Spec
  ) throws(SpecError) -> [PlaybackStep] {
    var session = try PlaybackSession(layout: layout, content: content, spec: spec)
    var steps: [PlaybackStep] = []
    steps.reserveCapacity(actions.count)
    for (index, action) in zip(actions.indices, actions) {
      steps.append(try session.run(action, at: index))
    }
    return steps
  }
}
