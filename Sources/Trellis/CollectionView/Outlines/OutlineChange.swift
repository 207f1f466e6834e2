/// What one change of an ``OutlineSnapshot`` did to its visible rows: a run of rows
/// removed, a run of rows added, and, for an expand or a collapse, the row whose children
/// appear or disappear.
///
/// Every change of an outline shows or hides one contiguous run of rows: an item with
/// its visible descendants, or a parent's visible descendants. ``batchUpdate(inSection:)``
/// turns it into the ``BatchUpdate`` a collection view applies, and
/// ``options(inSection:_:)`` into the options that animate children in from under their
/// parent and out into it (``UpdateOptions/disclosingItem``).
///
/// ```swift
/// let change = try outline.expand("Documents")
/// try collection.apply(change, inSection: 0, dataSource: rows, host: &host)
/// ```
public struct OutlineChange: Hashable, Sendable {
  /// The rows removed, by their positions before the change.
  public var deletedRows: Range<Int>
  /// The rows added, by their positions after the change.
  public var insertedRows: Range<Int>
  /// The row, after the change, whose children the change shows or hides: the expanded
  /// or collapsed item; `nil` for other changes.
  public var disclosingRow: Int?

  /// Creates a change from the rows it removes and adds.
  public init(
    deletedRows: Range<Int> = 0..<0, insertedRows: Range<Int> = 0..<0, disclosingRow: Int? = nil
  ) {
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.disclosingRow = disclosingRow
  }

  /// Whether the change shows or hides no row.
  public var isEmpty: Bool { deletedRows.isEmpty && insertedRows.isEmpty }

  /// The batch update of the outline's rows when they are the items of `section`.
  ///
  /// - Complexity: O(*k*) for the *k* rows removed or added.
  public func batchUpdate(inSection section: Int) -> BatchUpdate {
    BatchUpdate(
      deleteItems: deletedRows.map { IndexPath(item: $0, section: section) },
      insertItems: insertedRows.map { IndexPath(item: $0, section: section) })
  }

  /// `options` with the disclosing row as the ``UpdateOptions/disclosingItem`` when the
  /// outline's rows are the items of `section`, so that the rows shown come from under
  /// it and the rows hidden go into it.
  public func options(inSection section: Int, _ options: UpdateOptions = UpdateOptions())
    -> UpdateOptions
  {
    var options = options
    options.disclosingItem = disclosingRow.map { IndexPath(item: $0, section: section) }
    return options
  }
}
