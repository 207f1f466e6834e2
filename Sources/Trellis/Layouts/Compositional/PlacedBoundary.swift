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

  /// The boundary items of an owner (a section, or the whole layout) placed around its
  /// groups, which start after `mainBefore` and the extending items at the start, and
  /// take `contentMain` along the scroll axis.
  ///
  /// - Returns: the items in the order given, where the groups start, and the length of
  ///   the owner up to the end of its last extending item.
  static func place(
    _ items: [LayoutBoundarySupplementaryItem], direction: ScrollDirection, content: Rect,
    mainBefore: Double, contentMain: Double, at path: CompositionalInput
  ) throws(LayoutError) -> (placed: [PlacedBoundary], groupsMain: Double, end: Double) {
    var sizes: [Size] = []
    var startLength = 0.0
    for (index, item) in items.enumerated() {
      let itemPath = path.appending(index)
      let size = try item.layoutSize.resolved(in: content.size, at: itemPath.appending("size"))
      let offsetInput = LayoutInput.compositional(itemPath.appending("absoluteOffset"))
      try LayoutError.check(offset: item.absoluteOffset.x, as: offsetInput)
      try LayoutError.check(offset: item.absoluteOffset.y, as: offsetInput)
      if items[..<index].contains(where: { $0.elementKind == item.elementKind }) {
        throw .invalidCount(.compositional(itemPath.appending("kind")), index)
      }
      sizes.append(size)
      let (axis, isEnd) = item.alignment.axis
      if axis == direction && !isEnd && item.extendsBoundary {
        startLength += direction.main(of: Point(x: size.width, y: size.height))
      }
    }
    let groupsMain = mainBefore + startLength
    var startCursor = mainBefore
    var endCursor = groupsMain + contentMain
    let crossStart = direction.cross(of: content.origin)
    let crossLength = direction.cross(of: Point(x: content.width, y: content.height))
    var placed: [PlacedBoundary] = []
    for (index, item) in items.enumerated() {
      let size = sizes[index]
      let mainLength = direction.main(of: Point(x: size.width, y: size.height))
      let crossSize = direction.cross(of: Point(x: size.width, y: size.height))
      let (axis, isEnd) = item.alignment.axis
      var main = groupsMain
      var cross = crossStart
      if axis == direction {
        if item.extendsBoundary && !isEnd {
          main = startCursor
          startCursor += mainLength
        } else if item.extendsBoundary {
          main = endCursor
          endCursor += mainLength
        } else if isEnd {
          main = groupsMain + contentMain - mainLength
        }
      } else if isEnd {
        cross = crossStart + crossLength - crossSize
      }
      let origin = direction.point(main: main, cross: cross)
      let frame = Rect(
        x: origin.x + item.absoluteOffset.x, y: origin.y + item.absoluteOffset.y,
        width: size.width, height: size.height)
      let pin: Pin = item.pinToVisibleBounds ? (axis == direction && isEnd ? .end : .start) : .none
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
