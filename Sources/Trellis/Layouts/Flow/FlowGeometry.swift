/// The prepared state of a flow layout: the sections stacked along the scroll axis,
/// and each section's items and lines in arrays of its own.
///
/// Positions are kept along (`main`) and across (`cross`) the scroll axis. Item and
/// line positions along the axis are relative to their section's origin, which the
/// ``SectionStack`` keeps, so a change in one section moves the others by updating one
/// origin each. Each section is a ``FlowSectionGeometry`` value whose copies share one
/// storage object, and the sections and their spans are kept in chunks of 64 that
/// copies share (``ChunkedArray``, ``StackedSpans``): an update writes the sections it
/// lays out anew over a copy of the state before it, copying only their chunks, and the
/// state before the update stays readable beside the new one.
@_spi(Testing) public struct FlowGeometry: StackedGeometry {
  /// The sections' extents and everything that is not an item.
  public internal(set) var stack: SectionStack
  /// Each section's items and lines.
  public internal(set) var sections = ChunkedArray<FlowSectionGeometry>(chunkShift: 6)

  /// The attributes of the item at `location` of `section`.
  @inline(__always)
  func cell(_ location: FlowItemLocation, of entry: FlowSectionGeometry, section: Int)
    -> LayoutAttributes
  {
    let placed = location.frame
    let frame = mapping.frame(
      main: stack.spans[section].origin + placed.main, cross: placed.cross,
      mainLength: placed.mainLength, crossLength: placed.crossLength)
    return LayoutAttributes(
      id: .cell(IndexPath(item: location.item, section: section)), frame: frame)
  }
}
