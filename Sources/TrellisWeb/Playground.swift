import Trellis
import TrellisSpec

/// What the page runs: the collection view of the spec it loaded, its host, and the
/// buffers the page reads and writes.
///
/// Loading a spec that the reader or the layout refuses keeps the collection view of the
/// last good spec, and leaves the error's description, which names the field at fault
/// as `trellis layout` does, in ``text``.
public struct Playground {
  /// The collection view of the loaded spec, for its type of layout.
  public enum Session {
    /// A flow layout's.
    case flow(PageSession<FlowContent>)
    /// A waterfall layout's.
    case waterfall(PageSession<WaterfallContent>)
    /// A week calendar's.
    case week(PageSession<WeekCalendarContent>)
    /// A carousel's: cards, cover flow or a deck.
    case carousel(PageSession<CarouselContent>)
  }

  /// How far beyond the bounds, on every side, elements get a DOM element.
  public static let prefetchMargin = 100.0

  /// The collection view, once a spec has loaded.
  public private(set) var session: Session?
  /// The host, whose command buffer holds the instructions of the last call.
  public var host = PageHost()
  /// The text of the last answer: an error's description or a kind's name, as UTF-8.
  public private(set) var text: [UInt8] = []
  /// The generator of shuffles.
  public var generator = ShuffleGenerator(seed: 1)

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
      text = []
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }

  /// The collection view of `spec`, whose views `host` makes.
  static func session(for spec: Spec, host: inout PageHost) throws(SpecError) -> Session {
    do {
      switch spec.layout {
      case .flow(let flow):
        return .flow(
          try PageSession(
            layout: FlowLayout(configuration: flow.configuration), content: flow.content,
            viewport: spec.viewport, prefetchMargin: prefetchMargin, host: &host))
      case .waterfall(let waterfall):
        return .waterfall(
          try PageSession(
            layout: WaterfallLayout(configuration: waterfall.configuration),
            content: waterfall.content, viewport: spec.viewport,
            prefetchMargin: prefetchMargin, host: &host))
      case .week(let week):
        return .week(
          try PageSession(
            layout: WeekCalendarLayout(configuration: week.configuration),
            content: week.content, viewport: spec.viewport, prefetchMargin: prefetchMargin,
            host: &host))
      case .carousel(let carousel):
        return .carousel(
          try PageSession(
            layout: CarouselLayout(configuration: carousel.configuration),
            content: carousel.content, viewport: spec.viewport, prefetchMargin: prefetchMargin,
            host: &host))
      }
    } catch {
      throw SpecError(path: spec.path(for: error), problem: .layout(error))
    }
  }

  /// Scrolls to (`x`, `y`); `false` for an offset that is not finite.
  public mutating func scroll(x: Double, y: Double) -> Bool {
    commandsBegin()
    do {
      switch session {
      case .flow(let session): try session.scroll(to: Point(x: x, y: y), host: &host)
      case .waterfall(let session): try session.scroll(to: Point(x: x, y: y), host: &host)
      case .week(let session): try session.scroll(to: Point(x: x, y: y), host: &host)
      case .carousel(let session): try session.scroll(to: Point(x: x, y: y), host: &host)
      case nil: return false
      }
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
    /// Shuffle every section.
    case shuffle
  }

  /// Makes `edit`, animated; `false` with the refusal's description in ``text`` when the
  /// batch update is refused, and nothing changes then.
  public mutating func perform(_ edit: Edit) -> Bool {
    commandsBegin()
    do {
      switch session {
      case .flow(let session): try perform(edit, on: session)
      case .waterfall(let session): try perform(edit, on: session)
      case .week(let session): try perform(edit, on: session)
      case .carousel(let session): try perform(edit, on: session)
      case nil: return false
      }
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }

  private mutating func perform<Content>(_ edit: Edit, on session: PageSession<Content>)
    throws(UpdateError)
  {
    switch edit {
    case .insert(let indexPath): try session.insert(at: indexPath, host: &host)
    case .delete(let indexPath): try session.delete(at: indexPath, host: &host)
    case .shuffle: try session.shuffle(using: &generator, host: &host)
    }
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
      do {
        switch (session, spec.layout) {
        case (.flow(let session), .flow(let flow)):
          try session.transition(to: FlowLayout(configuration: flow.configuration), host: &host)
        case (.waterfall(let session), .waterfall(let waterfall)):
          try session.transition(
            to: WaterfallLayout(configuration: waterfall.configuration), host: &host)
        case (.week(let session), .week(let week)):
          try session.transition(
            to: WeekCalendarLayout(configuration: week.configuration), host: &host)
        case (.carousel(let session), .carousel(let carousel)):
          try session.transition(
            to: CarouselLayout(configuration: carousel.configuration), host: &host)
        default:
          text = Array(
            "a transition goes to a layout of the same type as the view's; load a spec of type \(spec.layout.typeName) instead"
              .utf8)
          return false
        }
      } catch {
        throw SpecError(path: spec.path(for: error), problem: .layout(error))
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
    switch session {
    case .flow(let session): session.collection.cancelTransition(host: &host)
    case .waterfall(let session): session.collection.cancelTransition(host: &host)
    case .week(let session): session.collection.cancelTransition(host: &host)
    case .carousel(let session): session.collection.cancelTransition(host: &host)
    case nil: break
    }
    showVisibleElements()
  }

  /// Lifts the item under `point`, in content coordinates, for a drag; with a
  /// `capacity`, no section may grow beyond that many items by a move from another.
  ///
  /// In a week calendar the item is an event, moved to another day and time, snapped
  /// to quarter hours.
  ///
  /// - Returns: `false` when there is no item there or a drag is running.
  public mutating func beginDrag(at point: Point, capacity: Int?) -> Bool {
    commandsBegin()
    switch session {
    case .flow(let session): return session.beginDrag(at: point, capacity: capacity, host: &host)
    case .waterfall(let session):
      return session.beginDrag(at: point, capacity: capacity, host: &host)
    case .carousel(let session):
      return session.beginDrag(at: point, capacity: capacity, host: &host)
    case .week(let session): return session.beginEventDrag(at: point, host: &host)
    case nil: return false
    }
  }

  /// Moves the lifted item to `point`, in content coordinates; `nil` when none is lifted.
  /// A dragged event's step names the event, which keeps its index.
  public mutating func drag(to point: Point) -> DragStep? {
    commandsBegin()
    switch session {
    case .flow(let session): return session.drag(to: point, host: &host)
    case .waterfall(let session): return session.drag(to: point, host: &host)
    case .carousel(let session): return session.drag(to: point, host: &host)
    case .week(let session):
      guard let item = session.collection.eventRescheduling?.index,
        session.dragEvent(to: point, host: &host) != nil
      else { return nil }
      return DragStep(target: IndexPath(item: item, section: 0), isRefused: false)
    case nil: return nil
    }
  }

  /// Drops the lifted item at its target; its view then animates to its place.
  public mutating func endDrag() {
    commandsBegin()
    switch session {
    case .flow(let session): session.endDrag(host: &host)
    case .waterfall(let session): session.endDrag(host: &host)
    case .carousel(let session): session.endDrag(host: &host)
    case .week(let session): session.endEventDrag(host: &host)
    case nil: break
    }
  }

  /// Puts the lifted item back; its view then animates to its place.
  public mutating func cancelDrag() {
    commandsBegin()
    switch session {
    case .flow(let session): session.cancelDrag(host: &host)
    case .waterfall(let session): session.cancelDrag(host: &host)
    case .carousel(let session): session.cancelDrag(host: &host)
    case .week(let session): session.collection.cancelInteractiveMovement(host: &host)
    case nil: break
    }
  }

  /// Scrolls the content while the lifted item rests near an edge of the bounds,
  /// `seconds` after the last step, as iOS does during a drag; the item keeps its place
  /// on screen, so its target follows.
  ///
  /// - Returns: how far the content scrolled: zero when nothing is lifted, the finger is
  ///   away from the edges or the layout (a week calendar) does not reorder.
  public mutating func autoScroll(by seconds: Double) -> Point {
    commandsBegin()
    switch session {
    case .flow(let session):
      return session.collection.autoScrollInteractiveMovement(by: seconds, host: &host)
    case .waterfall(let session):
      return session.collection.autoScrollInteractiveMovement(by: seconds, host: &host)
    case .carousel(let session):
      return session.collection.autoScrollInteractiveMovement(by: seconds, host: &host)
    case .week, nil: return Point(x: 0, y: 0)
    }
  }

  /// Moves the running animation to `progress`, from 0 to 1.
  public mutating func animate(to progress: Double) {
    commandsBegin()
    switch session {
    case .flow(let session): session.collection.animate(to: progress, host: &host)
    case .waterfall(let session): session.collection.animate(to: progress, host: &host)
    case .week(let session): session.collection.animate(to: progress, host: &host)
    case .carousel(let session): session.collection.animate(to: progress, host: &host)
    case nil: break
    }
  }

  /// Ends the running animation, with every element at its final attributes and every
  /// element in the visible rect shown.
  public mutating func finishAnimation() {
    commandsBegin()
    switch session {
    case .flow(let session): session.collection.finishAnimation(host: &host)
    case .waterfall(let session): session.collection.finishAnimation(host: &host)
    case .week(let session): session.collection.finishAnimation(host: &host)
    case .carousel(let session): session.collection.finishAnimation(host: &host)
    case nil: break
    }
    showVisibleElements()
  }

  /// Gives every element in the visible rect a view and takes back the others, as after
  /// an animation or a transition, which move only the elements they animate.
  private mutating func showVisibleElements() {
    switch session {
    case .flow(let session): session.collection.updateVisibleElements(host: &host)
    case .waterfall(let session): session.collection.updateVisibleElements(host: &host)
    case .week(let session): session.collection.updateVisibleElements(host: &host)
    case .carousel(let session): session.collection.updateVisibleElements(host: &host)
    case nil: break
    }
  }

  /// Where scrolling released at `proposed` with `velocity`, in points per second,
  /// should come to rest: the layout's snapping, or `proposed` itself before a spec has
  /// loaded.
  public func targetContentOffset(forProposed proposed: Point, velocity: Point) -> Point {
    switch session {
    case .flow(let session):
      session.collection.layout.targetContentOffset(forProposed: proposed, velocity: velocity)
    case .waterfall(let session):
      session.collection.layout.targetContentOffset(forProposed: proposed, velocity: velocity)
    case .week(let session):
      session.collection.layout.targetContentOffset(forProposed: proposed, velocity: velocity)
    case .carousel(let session):
      session.collection.layout.targetContentOffset(forProposed: proposed, velocity: velocity)
    case nil: proposed
    }
  }

  /// The size of the scrollable content, zero before a spec has loaded.
  public var contentSize: Size {
    switch session {
    case .flow(let session): session.collection.contentSize
    case .waterfall(let session): session.collection.contentSize
    case .week(let session): session.collection.contentSize
    case .carousel(let session): session.collection.contentSize
    case nil: Size(width: 0, height: 0)
    }
  }

  /// The viewport, `nil` before a spec has loaded.
  public var viewport: Viewport? {
    switch session {
    case .flow(let session): session.collection.viewport
    case .waterfall(let session): session.collection.viewport
    case .week(let session): session.collection.viewport
    case .carousel(let session): session.collection.viewport
    case nil: nil
    }
  }

  /// Puts the name of the kind of code `code` in ``text``; `false` for an unknown code.
  public mutating func nameKind(_ code: Int) -> Bool {
    guard host.kindNames.indices.contains(code) else { return false }
    text = Array(host.kindNames[code].utf8)
    return true
  }

  private mutating func commandsBegin() {
    host.commands.removeAll()
  }
}
