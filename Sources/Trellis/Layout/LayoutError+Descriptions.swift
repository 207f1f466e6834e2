extension LayoutError: CustomStringConvertible {
  /// A sentence saying what is wrong and what is expected.
  ///
  /// A rejected value or count is described by its input's
  /// ``LayoutInput/Kind/invalidValue`` or ``LayoutInput/Kind/invalidCount``.
  public var description: String {
    switch self {
    case .invalidValue(let input, 0) where input.kind == .itemSize:
      "\(input) has no extent across the columns; it must have a positive one to be scaled to "
        + "the column"
    case .invalidValue(let input, let value):
      input.kind.invalidValue.sentence(rejecting: "\(value)", of: input)
    case .invalidCount(let input, let count):
      input.kind.invalidCount.sentence(rejecting: "\(count)", of: input)
    case .sectionOutOfRange(let section, let count):
      "section \(section) does not exist; the layout has \(count) section\(count == 1 ? "" : "s")"
    case .countAboveLimit(let input, let count, let limit):
      "\(input) is \(count); it must be at most \(limit)"
    case .valueOutOfRange(.contentSize, let value, let range):
      "the content would be \(value) points long; it must be at most \(range.upperBound) "
        + "along each axis, so the layout needs fewer or smaller elements"
    case .valueOutOfRange(let input, let value, let range):
      "\(input) is \(value); it must be from \(range.lowerBound) to \(range.upperBound)"
    case .duplicateKind(let input, let kind):
      "\(input) is \"\(kind.name)\", the kind of an earlier item at the same index path; "
        + "each kind may appear once per index path"
    case .conflict(let input, .noSubitems):
      "\(input) is empty; a group needs at least one subitem"
    case .conflict(let input, .countWithSubitems(let count)):
      "\(input) has \(count) subitems; a group with a count repeats exactly one subitem"
    case .conflict(let input, .noItems):
      "\(input) places no item; a section with items needs a group that places at least one"
    case .conflict(let input, .notScrollingSideways):
      "\(input) is none, so the section does not scroll sideways and has no offset to set"
    case .changeMismatch(let input, let change, let dataSource):
      if input.kind == .numberOfItems, case .numbered(let section) = input.subject {
        "the layout change keeps section \(section) unchanged with \(change) "
          + "item\(change == 1 ? "" : "s"); the data source has \(dataSource) in it"
      } else {
        "the layout change describes \(change) section\(change == 1 ? "" : "s"); the data "
          + "source has \(dataSource)"
      }
    }
  }
}
