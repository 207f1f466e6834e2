/// A section's group with everything in it placed: the frames of its items and of their
/// supplementary items, relative to the group's origin, in the order the section's items
/// fill them (depth-first).
///
/// Every group of a section is the same, so a section keeps one template and places
/// group *g* by arithmetic; a section of a million items stores no frame per item.
struct GroupTemplate: Equatable {
  /// One item of the group.
  struct Leaf: Equatable {
    /// The cell's frame, relative to the group's origin.
    var frame: Rect
    /// The cell's zIndex.
    var zIndex: Int
    /// The positions of the item's supplementary items in ``GroupTemplate/badges``.
    var badges: Range<Int>
  }

  /// A supplementary item anchored to an item of the group.
  struct Badge: Equatable {
    /// The element kind.
    var kind: ElementKind
    /// The frame, relative to the group's origin.
    var frame: Rect
    /// The zIndex.
    var zIndex: Int
  }

  /// The group's size.
  var size: Size
  /// The items, in the order the section's items fill them.
  var leaves: [Leaf]
  /// The supplementary items of all items.
  var badges: [Badge]
  /// The smallest rect that holds every frame of the group, relative to its origin;
  /// items may reach outside the group.
  var bounds: Rect
  /// The number of subitems each horizontal or vertical group holds, in the order they
  /// are placed (depth-first), as the estimates decide.
  var repetitions: [Int]

  /// A template of the placed items and badges of a group of `size`, whose lines hold
  /// `repetitions` subitems.
  init(size: Size, leaves: [Leaf], badges: [Badge], repetitions: [Int]) {
    self.size = size
    self.leaves = leaves
    self.badges = badges
    self.repetitions = repetitions
    var bounds: Rect?
    for leaf in leaves { bounds = leaf.frame.union(bounds) }
    for badge in badges { bounds = badge.frame.union(bounds) }
    self.bounds = bounds ?? .zero
  }

  /// The number of items in one group.
  var itemCount: Int { leaves.count }
}
