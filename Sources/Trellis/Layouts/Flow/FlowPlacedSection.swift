/// One section of a flow layout as placed: its items and lines, the values that shaped
/// it and its extent along the scroll axis.
struct FlowPlacedSection {
  /// The section's items and lines.
  var geometry: FlowSectionGeometry
  /// The section's values, resolved and checked.
  var metrics: FlowSectionMetrics
  /// The section's extent along the scroll axis, header and footer included.
  var length: Double
}

extension FlowGeometry {
  /// Appends `placed` after the sections so far.
  mutating func append(_ placed: FlowPlacedSection) {
    sections.append(placed.geometry)
    stack.appendSection(
      length: placed.length, headerLength: placed.metrics.headerLength,
      footerLength: placed.metrics.footerLength, background: placed.metrics.background)
  }

  /// Puts `placed` in the place of section `section`, whose origin it keeps; the
  /// sections after it move with ``SectionStack/finishSections()``.
  ///
  /// - Complexity: O(64): the section's chunk, copied when the state before an update
  ///   shares it.
  mutating func replace(_ section: Int, with placed: FlowPlacedSection) {
    sections[section] = placed.geometry
    stack.replaceSection(
      section,
      with: SectionStack.Span(
        origin: 0, length: placed.length, headerLength: placed.metrics.headerLength,
        footerLength: placed.metrics.footerLength, background: placed.metrics.background))
  }
}
