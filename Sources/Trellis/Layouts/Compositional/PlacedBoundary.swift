/// A boundary supplementary item of a section or of the whole layout, placed: its frame
/// with the position along the scroll axis relative to its owner's start.
struct PlacedBoundary {
  /// How the item follows scrolling.
  enum Pin {
    /// It stays where it is.
    case none
    /// It sticks to the start of the visible range, as a header does.
    case start
    /// It sticks to the end of the visible range, as a footer does.
    case end
  }

  /// The element kind.
  var kind: ElementKind
  /// The frame, along the scroll axis relative to the owner's start.
  var frame: Rect
  /// How the item follows scrolling.
  var pin: Pin
  /// The zIndex.
  var zIndex: Int

  /// The boundary items of an owner (a section, or the whole layout) of `container`
  /// across the scroll axis, placed around its groups, which take `contentMain` along
  /// the scroll axis, as UIKit places them.
  ///
  /// Along the scroll axis the owner holds, in order: `headerPadding` when there are
  /// extending items at the start, those items, the start inset of `insets`, the groups, the end inset, the extending items at the
  /// end; the insets separate the items from the groups and never hold an item. An item
  /// that does not extend the boundary lies over the first or last groups. Across the
  /// scroll axis, items lie inside the `reference` edges (a
  /// ``ContentInsetsReference``'s), and inside the insets too when `followsInsets`;
  /// fractions of their size are of that width and of the
  /// container's length less the insets.
  ///
  /// - Returns: the items in the order given, where the groups start, and the length of
  ///   the owner up to the end of its last extending item.
  static func place(
    _ items: [LayoutBoundarySupplementaryItem], direction: ScrollDirection, container: Size,
    insets: EdgeInsets, reference: EdgeInsets, followsInsets: Bool, contentMain: Double,
    headerPadding: Double = 0, at path: CompositionalInput
  ) throws(LayoutError) -> (placed: [PlacedBoundary], groupsMain: Double, end: Double) {
    let bounds = Rect(origin: .zero, size: container).shrunk(by: reference)
    let content = bounds.shrunk(by: insets)
    let across = followsInsets ? content : bounds
    let crossStart = direction.cross(of: across.origin)
    let crossLength = direction.crossExtent(of: across.size)
    let sizing = direction.size(main: direction.mainExtent(of: content.size), cross: crossLength)
    var sizes: [Size] = []
    var startLength = 0.0
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index)
      let size = try item.layoutSize.resolved(in: sizing, at: itemPath.appending("size"))
      try LayoutError.check(
        item.contentInsets, as: .compositional(itemPath.appending("contentInsets")))
      let offsetInput = LayoutInput.compositional(itemPath.appending("absoluteOffset"))
      try LayoutError.check(offset: item.absoluteOffset.x, as: offsetInput)
      try LayoutError.check(offset: item.absoluteOffset.y, as: offsetInput)
      if items[..<index].contains(where: { $0.elementKind == item.elementKind }) {
        throw .duplicateKind(.compositional(itemPath.appending("kind")), item.elementKind)
      }
      sizes.append(size)
      if item.alignment.ends(along: direction).main == false && item.extendsBoundary {
        startLength += direction.mainExtent(of: size)
      }
    }
    let padding = startLength > 0 ? headerPadding : 0
    let (insetBefore, insetAfter) = direction.mainSides(of: insets)
    let groupsMain = padding + startLength + insetBefore
    var startCursor = padding
    var endCursor = groupsMain + contentMain + insetAfter
    var placed: [PlacedBoundary] = []
    for (index, item) in items.enumerated() {
      let size = sizes[index]
      let mainLength = direction.mainExtent(of: size)
      let crossSize = direction.crossExtent(of: size)
      let ends = item.alignment.ends(along: direction)
      var main = groupsMain
      if let isEnd = ends.main {
        if item.extendsBoundary && !isEnd {
          main = startCursor
          startCursor += mainLength
        } else if item.extendsBoundary {
          main = endCursor
          endCursor += mainLength
        } else if isEnd {
          main = groupsMain + contentMain - mainLength
        }
      }
      let cross = ends.cross == true ? crossStart + crossLength - crossSize : crossStart
      let origin = direction.point(main: main, cross: cross)
      let place = Rect(
        x: origin.x + item.absoluteOffset.x, y: origin.y + item.absoluteOffset.y,
        width: size.width, height: size.height)
      let frame = place.shrunk(by: item.layoutSize.applying(item.contentInsets))
      let pin: Pin = item.pinToVisibleBounds ? (ends.main == true ? .end : .start) : .none
      placed.append(
        PlacedBoundary(kind: item.elementKind, frame: frame, pin: pin, zIndex: item.zIndex))
    }
    return (placed, groupsMain, endCursor)
  }

  /// The frame at the visible range `visible` (along the scroll axis, in the owner's
  /// coordinates, like the frame), for an owner of `length`: a pinned item sticks to
  /// the visible range's start or end without leaving its owner.
  func frame(direction: ScrollDirection, visible: (lower: Double, upper: Double), length: Double)
    -> Rect
  {
    let (natural, naturalEnd) = direction.mainRange(of: frame)
    let mainLength = naturalEnd - natural
    switch pin {
    case .none:
      return frame
    case .start:
      let main = min(max(visible.lower, natural), max(natural, length - mainLength))
      return direction.moving(frame, by: main - natural)
    case .end:
      let main = max(min(visible.upper - mainLength, natural), min(natural, 0))
      return direction.moving(frame, by: main - natural)
    }
  }

  /// The range along the scroll axis the item can take, pinned or not, for an owner of
  /// `length`.
  func reach(direction: ScrollDirection, length: Double) -> (lower: Double, upper: Double) {
    let (natural, naturalEnd) = direction.mainRange(of: frame)
    switch pin {
    case .none: return (natural, naturalEnd)
    case .start: return (natural, max(naturalEnd, length))
    case .end: return (min(natural, 0), naturalEnd)
    }
  }
}
