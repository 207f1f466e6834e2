/// The visible rows of an outline in order: a treap (a binary search tree balanced by
/// random priorities) over node slots, ordered by position, with subtree sizes, so that
/// a row's position, the slot at a position, and the insertion or removal of a run of
/// rows each cost O(log *n*) expected, plus the length of the run.
///
/// Nodes are slots of the outline's node storage: a slot that is not a visible row is
/// not in the tree. Each slot keeps its parent in the tree, so that the position of a
/// row is found by walking up from it.
struct OutlineRows: Sendable {
  /// The slot of no node.
  static let none = -1

  /// One slot's place in the tree.
  private struct Link: Sendable {
    /// The left child, or ``OutlineRows/none``.
    var left = OutlineRows.none
    /// The right child, or ``OutlineRows/none``.
    var right = OutlineRows.none
    /// The parent, or ``OutlineRows/none`` for the root.
    var up = OutlineRows.none
    /// The number of slots in the subtree.
    var size = 1
    /// The heap priority: a parent's is at least its children's.
    var priority: UInt64
  }

  /// The links of each slot, by slot.
  private var links: [Link] = []
  /// The root of the tree, or ``none`` when no row is visible.
  private var root = none
  /// The source of priorities; fixed so that a sequence of changes always builds the
  /// same tree.
  private var random = SplitMix64(seed: 0x7265_6C6C_6973)

  /// The number of rows.
  var count: Int { sizeOf(root) }

  /// Makes room for slots up to `slot`.
  mutating func reserve(slot: Int) {
    while links.count <= slot { links.append(Link(priority: random.next())) }
  }

  /// The position of `slot`, which must be a row.
  ///
  /// - Complexity: O(log *n*) expected.
  func position(of slot: Int) -> Int {
    var position = sizeOf(links[slot].left)
    var node = slot
    while links[node].up != Self.none {
      let parent = links[node].up
      if links[parent].right == node { position += sizeOf(links[parent].left) + 1 }
      node = parent
    }
    return position
  }

  /// The slot of the row at `position`, which must be below ``count``.
  ///
  /// - Complexity: O(log *n*) expected.
  func slot(at position: Int) -> Int {
    var node = root
    var remaining = position
    while true {
      let before = sizeOf(links[node].left)
      if remaining < before {
        node = links[node].left
      } else if remaining == before {
        return node
      } else {
        remaining -= before + 1
        node = links[node].right
      }
    }
  }

  /// Inserts `slots`, in order, as the rows from `position` on.
  ///
  /// - Complexity: O(*k* + log *n*) expected for *k* slots.
  mutating func insert(_ slots: [Int], at position: Int) {
    let run = tree(of: slots)
    let (before, after) = split(root, position)
    root = merge(merge(before, run), after)
    setRootParent()
  }

  /// Removes the rows in `positions`.
  ///
  /// - Complexity: O(log *n*) expected.
  mutating func remove(_ positions: Range<Int>) {
    let (before, rest) = split(root, positions.lowerBound)
    let (_, after) = split(rest, positions.count)
    root = merge(before, after)
    setRootParent()
  }

  /// Calls `body` with the slot of every row, in order.
  ///
  /// - Complexity: O(*n*).
  func forEachSlot(_ body: (Int) -> Void) {
    var stack: [Int] = []
    var node = root
    while node != Self.none || !stack.isEmpty {
      while node != Self.none {
        stack.append(node)
        node = links[node].left
      }
      let visited = stack.removeLast()
      body(visited)
      node = links[visited].right
    }
  }

  // MARK: - Treap operations

  private func sizeOf(_ node: Int) -> Int { node == Self.none ? 0 : links[node].size }

  private mutating func setRootParent() {
    if root != Self.none { links[root].up = Self.none }
  }

  /// Recomputes the size of `node` from its children, and makes it their parent.
  private mutating func update(_ node: Int) {
    let (left, right) = (links[node].left, links[node].right)
    links[node].size = sizeOf(left) + sizeOf(right) + 1
    if left != Self.none { links[left].up = node }
    if right != Self.none { links[right].up = node }
  }

  /// The tree of `slots` alone, in order, and its root: the tree that merging them one
  /// by one builds, made in one pass that keeps its right spine (a Cartesian tree).
  ///
  /// Each slot hangs the spine's nodes of lower priority as its left subtree and goes on
  /// the spine, so each slot is pushed and popped once; a node's subtree is complete
  /// when it leaves the spine, and its size is computed then.
  private mutating func tree(of slots: [Int]) -> Int {
    var spine: [Int] = []
    spine.reserveCapacity(Swift.min(slots.count, 64))
    for slot in slots {
      links[slot].left = Self.none
      links[slot].right = Self.none
      links[slot].up = Self.none
      var hung = Self.none
      // As in `merge`, a node before another of the same priority stays above it.
      while let top = spine.last, links[top].priority < links[slot].priority {
        update(top)
        hung = spine.removeLast()
      }
      links[slot].left = hung
      if let top = spine.last { links[top].right = slot }
      spine.append(slot)
    }
    let run = spine.first ?? Self.none
    while let top = spine.popLast() { update(top) }
    return run
  }

  /// Splits the tree at `node` into its first `count` rows and the rest.
  private mutating func split(_ node: Int, _ count: Int) -> (Int, Int) {
    guard node != Self.none else { return (Self.none, Self.none) }
    let before = sizeOf(links[node].left)
    if count <= before {
      let (first, rest) = split(links[node].left, count)
      links[node].left = rest
      update(node)
      if first != Self.none { links[first].up = Self.none }
      return (first, node)
    }
    let (first, rest) = split(links[node].right, count - before - 1)
    links[node].right = first
    update(node)
    if rest != Self.none { links[rest].up = Self.none }
    return (node, rest)
  }

  /// Joins two trees, every row of `first` before every row of `second`.
  private mutating func merge(_ first: Int, _ second: Int) -> Int {
    if first == Self.none { return second }
    if second == Self.none { return first }
    if links[first].priority >= links[second].priority {
      links[first].right = merge(links[first].right, second)
      update(first)
      return first
    }
    links[second].left = merge(first, links[second].left)
    update(second)
    return second
  }
}
