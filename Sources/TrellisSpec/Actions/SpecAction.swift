import Trellis

/// One step of a spec's script: a change of the data or a scroll, run in order on a
/// collection view built from the spec.
///
/// In JSON, an element of the top-level `actions` array, an object with exactly one of
/// these fields:
///
/// ```json
/// "actions": [
///   {"update": {"sections": [{"items": 4}], "insertItems": [[0, 0]]}},
///   {"snapshot": {"sections": [{"id": "a", "items": ["0.3", "0.0", "0.1", "0.2"]}]}},
///   {"scroll": [0, 120]},
///   {"release": {"offset": [0, 300], "velocity": [0, 900]}}
/// ]
/// ```
public enum SpecAction: Hashable, Sendable {
  /// A batch update, UIKit's `performBatchUpdates`: `{"update": {...}}`.
  case update(UpdateAction)
  /// A new diffable snapshot, whose difference from the current one is applied as a
  /// batch: `{"snapshot": {...}}`.
  case snapshot(SnapshotAction)
  /// A scroll to a content offset: `{"scroll": [x, y]}`.
  case scroll(Point)
  /// Sizes the host measures for self-sizing items: `{"measure": {...}}`.
  case measure(MeasureAction)
  /// A scroll that brings an item to a place in the bounds: `{"scrollTo": {...}}`.
  case scrollTo(ScrollToAction)
  /// The end of a drag at an offset with a velocity, which comes to rest where the
  /// layout lets it: `{"release": {"offset": [x, y], "velocity": [vx, vy]}}`.
  case release(ReleaseAction)
  /// A drag of an item to another place, in a flow layout: `{"move": {...}}`.
  case move(MoveAction)
  /// A switch to another layout of the same type: `{"transition": {...}}`.
  case transition(TransitionAction)
  /// Scrolls one section sideways, or releases it: `{"scrollSection": {"section": 1,
  /// "offset": 120, "velocity": 900}}`.
  case scrollSection(SectionScrollAction)
  /// Shows the children of an item of a section's outline: `{"expand": {"section": 0,
  /// "item": "Documents"}}`.
  case expand(OutlineAction)
  /// Hides the children of an item of a section's outline: `{"collapse": {"section": 0,
  /// "item": "Documents"}}`.
  case collapse(OutlineAction)
  /// Slides a row of a list sideways to show its swipe actions, and releases it:
  /// `{"swipe": {"item": [0, 1], "offset": -160, "velocity": -300}}`.
  case swipe(RowSwipeAction)

  /// The action's name in JSON: `update`, `snapshot`, `scroll`, `measure`, `scrollTo`,
  /// `release`, `move`, `transition`, `scrollSection`, `expand`, `collapse` or `swipe`.
  public var name: String {
    switch self {
    case .update: "update"
    case .snapshot: "snapshot"
    case .scroll: "scroll"
    case .measure: "measure"
    case .scrollTo: "scrollTo"
    case .release: "release"
    case .move: "move"
    case .transition: "transition"
    case .scrollSection: "scrollSection"
    case .expand: "expand"
    case .collapse: "collapse"
    case .swipe: "swipe"
    }
  }
}

/// The data of a spec's layout in the form its kind reads, such as the sections of a
/// flow layout.
///
/// Make one from the data and its kind, such as
/// `SpecContent(FlowContent(...), of: FlowSpec.self)`, and read it back with
/// ``content(of:)``.
public struct SpecContent: Hashable, Sendable {
  /// The data, of the content type of its kind.
  private let box: AnyKindValueBox

  /// The field of a spec that holds this data, such as `sections`.
  public let fieldName: String

  /// Wraps `content`, the data of a spec of `kind`, one of the kinds TrellisSpec
  /// registers, such as ``FlowSpec``.
  ///
  /// - Precondition: `Kind` is a registered kind; a ``SpecLayout`` of another module
  ///   cannot be read or played.
  public init<Kind: SpecLayout>(_ content: Kind.Content, of kind: Kind.Type) {
    guard let fieldName = LayoutRegistry.dataField(of: kind) else {
      preconditionFailure("\(Kind.typeName) is not a registered kind")
    }
    box = KindValueBox<Kind, Kind.Content>(content)
    self.fieldName = fieldName
  }

  /// The name of the kind of layout that reads this data, such as `flow`.
  public var typeName: String { box.typeName }

  /// The data of a spec of `kind`, or `nil` when it is the data of another kind.
  public func content<Kind: SpecLayout>(of kind: Kind.Type) -> Kind.Content? {
    (box as? KindValueBox<Kind, Kind.Content>)?.value
  }

  /// Whether both are equal data of the same kind.
  public static func == (lhs: SpecContent, rhs: SpecContent) -> Bool {
    lhs.box.isEqual(to: rhs.box)
  }

  /// Hashes the kind and its value.
  public func hash(into hasher: inout Hasher) {
    box.hash(into: &hasher)
  }
}

/// A batch update of a spec's script: the operations of one
/// `performBatchUpdates` and the data after it.
public struct UpdateAction: Hashable, Sendable {
  /// The inserts, deletes, reloads and moves, by UIKit's rules: deletes and reloads at
  /// index paths before the update, inserts after it, moves from before to after.
  public var batch: BatchUpdate
  /// The data after the update, or `nil` when it stays as it was (reloads, and moves
  /// among items that look alike).
  public var content: SpecContent?
  /// Where the content offset goes, and how the update animates.
  public var options: UpdateOptions

  /// Creates an update from its operations, the data after it and its options.
  public init(
    batch: BatchUpdate, content: SpecContent? = nil, options: UpdateOptions = UpdateOptions()
  ) {
    self.batch = batch
    self.content = content
    self.options = options
  }
}

/// A diffable snapshot of a spec's script: every section and item by identifier, with
/// the data those identifiers name.
///
/// Identifiers are strings. Before the first snapshot, and again after every
/// ``UpdateAction``, the data is identified by position: sections `"0"`, `"1"`, …, and
/// items `"s.i"`, so that `"1.4"` is item 4 of section 1.
public struct SnapshotAction: Hashable, Sendable {
  /// One section of the snapshot: its identifier and its items' identifiers, in order.
  public struct Section: Hashable, Sendable {
    /// The section's identifier.
    public var id: String
    /// The identifiers of the section's items, in order.
    public var items: [String]

    /// Creates a section from its identifier and its items' identifiers.
    public init(id: String, items: [String]) {
      self.id = id
      self.items = items
    }
  }

  /// The sections, in order.
  public var sections: [Section]
  /// The data of the sections, in the same order, with as many items in each.
  public var content: SpecContent
  /// Where the content offset goes, and how the change animates.
  public var options: UpdateOptions

  /// Creates a snapshot from its identifiers, its data and its options.
  public init(sections: [Section], content: SpecContent, options: UpdateOptions = UpdateOptions()) {
    self.sections = sections
    self.content = content
    self.options = options
  }
}
