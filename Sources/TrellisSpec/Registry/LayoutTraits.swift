import Trellis

/// What an interactive host, such as the browser playground, needs to know of a spec's
/// kind of layout to show it and let people handle it, beyond the layout itself.
///
/// Each kind states its own traits in its folder, through
/// ``SpecLayout/traits(in:)``; the defaults describe a list or grid whose items reorder
/// by index, so that a new kind reaches a host with no change to the host.
public struct LayoutTraits: Hashable, Sendable {
  /// How a drag moves an item.
  public enum Movement: Hashable, Sendable {
    /// To another index, its neighbors making room: a list or a grid.
    case byIndex
    /// To another time, the item keeping its index: a calendar's events.
    case byTime
  }

  /// The order in which a person reads the items, and a screen reader and the Tab key
  /// meet them.
  public enum ReadingOrder: Hashable, Sendable {
    /// By section, then by index.
    case byIndex
    /// By day, then by start time, as the data's editor numbers give them.
    case byTime
  }

  /// The name of the words the items show when nothing else chooses them, such as
  /// `"books"` or `"events"`.
  public var theme: String
  /// Whether a scroll comes to rest on an item, where the layout's target offset says.
  public var snaps: Bool
  /// How a drag moves an item.
  public var movement: Movement
  /// The order in which a person reads the items.
  public var readingOrder: ReadingOrder
  /// Whether the items are a list's rows, drawn flat across the width between their
  /// separators, on their section's background, rather than as cards.
  public var drawsRows: Bool
  /// Whether, on a narrow screen, the view takes all the height left; `false` keeps the
  /// spec's viewport height when it is smaller.
  public var fillsHeight: Bool
  /// How far an arrow key moves a lifted item, in points; `nil` for the lifted item's
  /// own size and some spacing.
  public var keyboardStep: Size?
  /// The controls that edit the `layout` object's fields, in the order a host shows
  /// them.
  public var controls: [LayoutControl]
  /// The changes to the `layout` object that give the layout's alternative, which a
  /// transition can go to: a list for a grid, one more column, taller hours. Empty for a
  /// kind without one.
  public var alternative: [LayoutFieldChange]

  /// Creates the traits of a list or grid: the words of books, no snapping, items that
  /// reorder by index and are read in that order, drawn as cards, the view taking the
  /// height left, and no controls or alternative.
  public init(
    theme: String = "books", snaps: Bool = false, movement: Movement = .byIndex,
    readingOrder: ReadingOrder = .byIndex, drawsRows: Bool = false, fillsHeight: Bool = true,
    keyboardStep: Size? = nil, controls: [LayoutControl] = [],
    alternative: [LayoutFieldChange] = []
  ) {
    self.theme = theme
    self.snaps = snaps
    self.movement = movement
    self.readingOrder = readingOrder
    self.drawsRows = drawsRows
    self.fillsHeight = fillsHeight
    self.keyboardStep = keyboardStep
    self.controls = controls
    self.alternative = alternative
  }
}
