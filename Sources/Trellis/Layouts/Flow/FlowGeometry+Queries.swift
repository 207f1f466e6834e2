extension FlowGeometry {
  /// The frames of the lines of `section`, or none if there is no such section.
  ///
  /// - Complexity: O(*l*) for *l* lines in the section.
  func lineFrames(inSection section: Int) -> [Rect] {
    guard sections.indices.contains(section) else { return [] }
    let entry = sections[section]
    let origin = stack.spans[section].origin
    return entry.lines.indices.map { line in
      let items = entry.items(ofLine: line)
      let start = entry.cross(ofItem: items.lowerBound)
      let last = items.upperBound - 1
      return mapping.frame(
        main: origin + entry.lines[line].main, cross: start,
        mainLength: entry.lines[line].length,
        crossLength: entry.cross(ofItem: last) + entry.crossLength(ofItem: last) - start)
    }
  }
}
