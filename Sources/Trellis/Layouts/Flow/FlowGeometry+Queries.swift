extension FlowGeometry {
  /// The frames of the lines of `section`, or none if there is no such section.
  ///
  /// - Complexity: O(*l*) for *l* lines in the section.
  func lineFrames(inSection section: Int) -> [Rect] {
    guard sections.indices.contains(section) else { return [] }
    let origin = stack.spans[section].origin
    var frames: [Rect] = []
    sections[section].forEachLine { main, length, items in
      let first = sections[section].frame(ofItem: items.lowerBound)
      let last = sections[section].frame(ofItem: items.upperBound - 1)
      frames.append(
        mapping.frame(
          main: origin + main, cross: first.cross, mainLength: length,
          crossLength: last.cross + last.crossLength - first.cross))
    }
    return frames
  }
}
