import Trellis

extension CompositionalSpec {
  /// Checks that the spacing around nested groups and items stays within the lengths a
  /// layout keeps its frames for: on each side, the edge spacing and content insets of a
  /// group or item and of every group around it add up to at most
  /// ``LayoutLimits/maximumLength``, so that every frame lies in
  /// ``LayoutLimits/coordinateRange``.
  ///
  /// - Throws: A ``SpecError`` at the `edgeSpacing` or `contentInsets` that passes the
  ///   limit, with the total on that side.
  func validate(layoutAt layout: SpecPath) throws(SpecError) {
    for (index, section) in sections.enumerated() {
      let path =
        isUniform ? layout.appending("section") : layout.appending("sections").appending(index)
      // The section's group has no place in another group, so its edge spacing is unused.
      try Self.checkReach(
        insets: section.group.contentInsets, subitems: section.group.subitems,
        at: path.appending("group"), within: Reach())
    }
  }

  /// The space that groups and items add on each side of what they hold.
  private struct Reach {
    var leading = 0.0
    var top = 0.0
    var trailing = 0.0
    var bottom = 0.0

    /// The reach with `edges` added.
    func adding(_ edges: LayoutEdgeSpacing?) -> Reach {
      let length = { (spacing: LayoutSpacing?) in spacing?.value ?? 0 }
      return Reach(
        leading: leading + length(edges?.leading), top: top + length(edges?.top),
        trailing: trailing + length(edges?.trailing), bottom: bottom + length(edges?.bottom))
    }

    /// The reach with `insets` added.
    func adding(_ insets: EdgeInsets) -> Reach {
      Reach(
        leading: leading + insets.left, top: top + insets.top,
        trailing: trailing + insets.right, bottom: bottom + insets.bottom)
    }

    /// Throws at `path` if the reach passes the limit on any side.
    func check(at path: SpecPath) throws(SpecError) {
      let longest = max(leading, top, trailing, bottom)
      guard longest <= LayoutLimits.maximumLength else {
        throw SpecError(
          path: path,
          problem: .outOfRange(
            longest,
            "at most \(JSONText.number(LayoutLimits.maximumLength)) on each side together "
              + "with the edge spacing and insets of the groups around it"))
      }
    }
  }

  /// Checks the reach of a group or item at `path` with `insets` and `subitems`, whose
  /// place reaches `outer`, and of its subitems.
  private static func checkReach(
    insets: EdgeInsets, subitems: [LayoutGroupSubitem], at path: SpecPath, within outer: Reach
  ) throws(SpecError) {
    let inner = outer.adding(insets)
    try inner.check(at: path.appending("contentInsets"))
    for (index, subitem) in subitems.enumerated() {
      let subitemPath = path.appending("subitems").appending(index)
      switch subitem {
      case .item(let item):
        let place = inner.adding(item.edgeSpacing)
        try place.check(at: subitemPath.appending("edgeSpacing"))
        try checkReach(insets: item.contentInsets, subitems: [], at: subitemPath, within: place)
      case .group(let group):
        let place = inner.adding(group.edgeSpacing)
        try place.check(at: subitemPath.appending("edgeSpacing"))
        try checkReach(
          insets: group.contentInsets, subitems: group.subitems, at: subitemPath, within: place)
      }
    }
  }
}
