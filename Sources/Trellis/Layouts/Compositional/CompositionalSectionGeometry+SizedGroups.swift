/// Groups whose items a host measured: each is placed again with the measured lengths,
/// and the groups after it move by as much as its length changed.
///
/// A section stores only these groups, sorted; every other group still follows from the
/// estimates by arithmetic, so finding a group's place costs O(log *m*) for *m* sized
/// groups, and a section with nothing measured costs what it did.
extension CompositionalSectionGeometry {
  /// A group placed with its items' measured lengths.
  struct SizedGroup {
    /// The group's index in its section.
    var index: Int
    /// Its items, placed with their measured lengths.
    var template: GroupTemplate
    /// Its origin along the scroll axis, relative to group 0's; 0 in a section that
    /// scrolls sideways, whose groups all start there.
    var offset: Double
    /// Where the next group starts along the scroll axis, relative to group 0's origin.
    var next: Double
  }

  /// The groups of `group` whose `measured` items (sorted by item) change their places;
  /// when `sequential`, groups follow one another along the scroll axis, each `spacing`
  /// after the one before, `pitch` apart at their estimates, otherwise they all start at
  /// the same place along it, as in a row that scrolls sideways.
  ///
  /// - Complexity: O(*m* + *g* × *t*) for *m* measured items in *g* groups of *t* items.
  static func sizedGroups(
    of group: LayoutGroup, measured: [MeasuredLength], template: GroupTemplate, in container: Size,
    direction: ScrollDirection, environment: LayoutEnvironment, sequential: Bool, pitch: Double,
    spacing: Double, at path: CompositionalInput
  ) throws(LayoutError) -> [SizedGroup] {
    let perGroup = template.itemCount
    guard perGroup > 0 else { return [] }
    let estimate = direction.mainExtent(of: template.size)
    var result: [SizedGroup] = []
    var shift = 0.0
    var first = measured.startIndex
    while first < measured.endIndex {
      let index = measured[first].item / perGroup
      var end = first + 1
      while end < measured.endIndex && measured[end].item / perGroup == index { end += 1 }
      let sized = try GroupTemplateBuilder.template(
        of: group, in: container, direction: direction, environment: environment,
        measured: measured[first..<end],
        firstItem: index * perGroup, estimated: template, at: path)
      first = end
      guard sized != template else { continue }
      let length = direction.mainExtent(of: sized.size)
      let offset = sequential ? Double(index) * pitch + shift : 0
      let next = offset + length + spacing
      result.append(SizedGroup(index: index, template: sized, offset: offset, next: next))
      if sequential { shift += length - estimate }
    }
    return result
  }

  /// The placed items of group `group`: measured, or at the estimates.
  ///
  /// - Complexity: O(log *m*) for *m* sized groups.
  @inline(__always)
  func template(ofGroup group: Int) -> GroupTemplate {
    let position = sizedGroups.indices.partitionPoint { sizedGroups[$0].index < group }
    return position < sizedGroups.count && sizedGroups[position].index == group
      ? sizedGroups[position].template : template
  }

  /// The origin of group `group` along the scroll axis, relative to group 0's, in a
  /// section whose groups follow one another along it.
  ///
  /// - Complexity: O(log *m*) for *m* sized groups.
  func offset(ofGroup group: Int) -> Double {
    let position = sizedGroups.indices.partitionPoint { sizedGroups[$0].index < group }
    if position < sizedGroups.count && sizedGroups[position].index == group {
      return sizedGroups[position].offset
    }
    guard position > 0 else { return Double(group) * pitch }
    let before = sizedGroups[position - 1]
    return before.next + Double(group - before.index - 1) * pitch
  }

  /// The last group whose origin along the scroll axis, relative to group 0's, is at or
  /// before `position`; group 0 when none is, as for a position that is not a number.
  ///
  /// - Complexity: O(log *m*) for *m* sized groups.
  func lastGroup(startingAtOrBefore position: Double) -> Int {
    let count = sizedGroups.indices.partitionPoint { sizedGroups[$0].offset <= position }
    var runStart = 0
    var runOrigin = 0.0
    if count > 0 {
      let sized = sizedGroups[count - 1]
      runOrigin = sized.next
      if position < runOrigin { return sized.index }
      runStart = sized.index + 1
    }
    let runEnd = count < sizedGroups.count ? sizedGroups[count].index : groupCount
    guard runStart < runEnd else { return max(0, runStart - 1) }
    // Groups of no length, nothing between them, all start where the run does.
    guard pitch > 0 else { return position >= runOrigin ? runEnd - 1 : runStart }
    let steps = ((position - runOrigin) / pitch).rounded(.down)
    return runStart + Self.index(steps, limit: runEnd - runStart - 1)
  }
}
