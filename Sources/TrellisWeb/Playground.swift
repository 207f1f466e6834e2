import Trellis
import TrellisSpec

/// What the page runs: the collection view of the spec it loaded, its host, and the
/// buffers the page reads and writes.
///
/// Loading a spec that the reader or the layout refuses keeps the collection view of the
/// last good spec, and leaves the error's description, which names the field at fault
/// as `trellis layout` does, in ``text``.
public struct Playground {
  /// How far beyond the bounds, on every side, elements get a DOM element.
  public static let prefetchMargin = 100.0

  /// The collection view, once a spec has loaded.
  public private(set) var session: (any PlaygroundSession)?
  /// The host, whose command buffer holds the instructions of the last call.
  public var host = PageHost()
  /// The text of the last answer: an error's description or a kind's name, as UTF-8.
  public internal(set) var text: [UInt8] = []
  /// The generator of shuffles.
  public var generator = SplitMix64(seed: 1)
  /// What the page needs to know of the loaded spec's kind, for its viewport; `nil`
  /// before a spec has loaded.
  public internal(set) var traits: LayoutTraits?

  /// Creates a playground with no spec.
  public init() {}

  /// Reads the spec in `json`, a JSON document as UTF-8, and shows it.
  ///
  /// - Returns: `true`, or `false` with the error's description in ``text``; the
  ///   previous collection view then stays.
  public mutating func load(json: some Sequence<UInt8>) -> Bool {
    commandsBegin()
    do {
      let spec = try Spec(json: json)
      var host = PageHost()
      session = try Self.session(for: spec, host: &host)
      self.host = host
      traits = spec.traits
      text = []
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }

  /// The collection view of `spec`, whose views `host` makes.
  static func session(for spec: Spec, host: inout PageHost) throws(SpecError)
    -> any PlaygroundSession
  {
    let made = spec.layout.visit(
      SessionMaker(viewport: spec.viewport, outlines: spec.outlines, host: host))
    switch made {
    case .success(let made):
      host = made.host
      return made.session
    case .failure(let error):
      throw SpecError(path: spec.path(for: error), problem: .layout(error))
    }
  }

  /// The session of the loaded spec when its data is of type `Content`, such as
  /// `FlowContent`.
  public func session<Content>(of content: Content.Type) -> PageSession<Content>? {
    session as? PageSession<Content>
  }

  /// Scrolls to (`x`, `y`); `false` for an offset that is not finite.
  public mutating func scroll(x: Double, y: Double) -> Bool {
    commandsBegin()
    guard let session else { return false }
    do {
      try session.scroll(to: Point(x: x, y: y), host: &host)
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }

  /// An edit of the page's buttons.
  public enum Edit {
    /// Insert a copy of an item at its index path.
    case insert(IndexPath)
    /// Delete the item at an index path.
    case delete(IndexPath)
    /// Shuffle every section but an outline's.
    case shuffle
    /// Show the children of an outline's row.
    case expand(IndexPath)
    /// Hide the descendants of an outline's row.
    case collapse(IndexPath)
  }

  /// Makes `edit`, animated; `false` with the refusal's description in ``text`` when the
  /// batch update is refused, and nothing changes then.
  ///
  /// The rows of an outline only show and hide by ``Edit/expand(_:)`` and
  /// ``Edit/collapse(_:)`` of a row with children: an insert or a delete there is
  /// refused, as is an expand or a collapse of another row.
  public mutating func perform(_ edit: Edit) -> Bool {
    commandsBegin()
    guard let session else { return false }
    do {
      switch edit {
      case .insert(let indexPath), .delete(let indexPath):
        if session.isOutline(section: indexPath.section) {
          return refuse(
            "section \(indexPath.section) is an outline: its rows show and hide as their parents expand and collapse"
          )
        }
        if case .insert = edit {
          try session.insert(at: indexPath, host: &host)
        } else {
          try session.delete(at: indexPath, host: &host)
        }
      case .shuffle: try session.shuffle(using: &generator, host: &host)
      case .expand(let indexPath), .collapse(let indexPath):
        let expanding = if case .expand = edit { true } else { false }
        guard try session.disclose(indexPath, expanding: expanding, host: &host) else {
          return refuse(
            "item \(indexPath.item) of section \(indexPath.section) is not a row with children in an outline"
          )
        }
      }
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }

  /// Puts `reason` in ``text`` and returns `false`.
  private mutating func refuse(_ reason: String) -> Bool {
    text = Array(reason.utf8)
    return false
  }

  /// Starts an animated transition to the layout of the spec in `json`, of the same type
  /// as the shown one, with the data the view has now; drive it with
  /// ``animate(to:)`` and end it with ``finishAnimation()`` or ``cancelTransition()``.
  ///
  /// - Returns: `false` with the reason in ``text`` for a spec that does not read, or
  ///   whose layout is of another type or refuses the viewport; nothing changes then.
  public mutating func transition(json: some Sequence<UInt8>) -> Bool {
    commandsBegin()
    do throws(SpecError) {
      let spec = try Spec(json: json)
      guard let session else { return false }
      let started: Bool
      do {
        started = try session.transition(to: spec.layout, host: &host)
      } catch {
        throw SpecError(path: spec.path(for: error), problem: .layout(error))
      }
      guard started else {
        text = Array(
          "a transition goes to a layout of the same type as the view's; load a spec of type \(spec.layout.typeName) instead"
            .utf8)
        return false
      }
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }

  /// Stops the running transition and shows the layout before it, as it was.
  public mutating func cancelTransition() {
    commandsBegin()
    session?.cancelTransition(host: &host)
    showVisibleElements()
  }

  /// Lifts the item under `point`, in content coordinates, for a drag; with a
  /// `capacity`, no section may grow beyond that many items by a move from another.
  ///
  /// The data says how its items move: to another index, or events to another time.
  ///
  /// - Returns: `false` when there is no item there or a drag is running.
  public mutating func beginDrag(at point: Point, capacity: Int?) -> Bool {
    commandsBegin()
    return session?.beginDrag(at: point, capacity: capacity, host: &host) ?? false
  }

  /// Moves the lifted item to `point`, in content coordinates; `nil` when none is lifted.
  /// A dragged event's step names the event, which keeps its index.
  public mutating func drag(to point: Point) -> DragStep? {
    commandsBegin()
    return session?.drag(to: point, host: &host)
  }

  /// Drops the lifted item at its target; its view then animates to its place.
  public mutating func endDrag() {
    commandsBegin()
    session?.endDrag(host: &host)
  }

  /// Puts the lifted item back; its view then animates to its place.
  public mutating func cancelDrag() {
    commandsBegin()
    session?.cancelDrag(host: &host)
  }

  /// Scrolls the content while the lifted item rests near an edge of the bounds,
  /// `seconds` after the last step, as iOS does during a drag; the item keeps its place
  /// on screen, so its target follows.
  ///
  /// - Returns: how far the content scrolled: zero when nothing is lifted, the finger is
  ///   away from the edges or the layout does not reorder.
  public mutating func autoScroll(by seconds: Double) -> Point {
    commandsBegin()
    return session?.autoScroll(by: seconds, host: &host) ?? Point(x: 0, y: 0)
  }

  /// Moves the running animation to `progress`, from 0 to 1.
  public mutating func animate(to progress: Double) {
    commandsBegin()
    session?.animate(to: progress, host: &host)
  }

  /// Ends the running animation, with every element at its final attributes and every
  /// element in the visible rect shown.
  public mutating func finishAnimation() {
    commandsBegin()
    session?.finishAnimation(host: &host)
    showVisibleElements()
  }

  /// Gives every element in the visible rect a view and takes back the others, as after
  /// an animation or a transition, which move only the elements they animate.
  private mutating func showVisibleElements() {
    session?.updateVisibleElements(host: &host)
  }

  /// Where scrolling released at `proposed` with `velocity`, in points per second,
  /// should come to rest: the layout's snapping, or `proposed` itself before a spec has
  /// loaded.
  public func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
    session?.targetContentOffset(forProposed: proposed, velocity: velocity) ?? proposed
  }

  /// The size of the scrollable content, zero before a spec has loaded.
  public var contentSize: Size {
    session?.contentSize ?? Size(width: 0, height: 0)
  }

  /// The viewport, `nil` before a spec has loaded.
  public var viewport: Viewport? {
    session?.viewport
  }

  /// Puts the name of the kind of code `code` in ``text``; `false` for an unknown code.
  public mutating func nameKind(_ code: Int) -> Bool {
    guard host.kindNames.indices.contains(code) else { return false }
    text = Array(host.kindNames[code].utf8)
    return true
  }

  /// Empties the command buffer before a call that may fill it.
  mutating func commandsBegin() {
    host.commands.removeAll()
  }
}

/// Builds the page's collection view of a spec's kind.
private struct SessionMaker: SpecLayoutVisitor {
  let viewport: Viewport
  let outlines: [SpecOutline]
  let host: PageHost

  func visit<Kind: SpecLayout>(_ spec: Kind) -> Result<
    (session: any PlaygroundSession, host: PageHost), LayoutError
  > {
    var host = host
    do throws(LayoutError) {
      let session = try PageSession(
        layout: spec.makeLayout(), content: spec.content, viewport: viewport,
        prefetchMargin: Playground.prefetchMargin, outlines: outlines, host: &host)
      return .success((session, host))
    } catch {
      return .failure(error)
    }
  }
}
