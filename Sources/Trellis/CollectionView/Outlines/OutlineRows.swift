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

  /// The left child of each slot in the tree, or ``none``.
  private var left: [Int] = []
  /// The right child of each slot in the tree, or ``none``.
  private var right: [Int] = []
  /// The parent of each slot in the tree, or ``none`` for the root.
  private var up: [Int] = []
  /// The number of slots in each slot's subtree.
  private var size: [Int] = []
  /// The heap priority of each slot: a parent's is at least its children's.
  private var priority: [UInt64] = []
  /// The root of the tree, or ``none`` when no row is visible.
  private var root = none
  /// The source of priorities; fixed so that a sequence of changes always builds the
  /// same tree.
  private var random = SplitMix64(seed: 0x7265_6C6C_6973)

  /// The number of rows.
  var count: Int { root == Self.none ? 0 : size[root] }

  /// Makes room for slots up to `slot`.
  mutating func reserve(slot: Int) {
    while left.count <= slot {
      left.append(Self.none)
      right.append(Self.none)
      up.append(Self.none)
      size.append(1)
      priority.append(random.next())
    }
  }

  /// The position of `slot`, which must be a row.
  ///
  /// - Complexity: O(log *n*) expected.
  func position(of slot: Int) -> Int {
    var position = sizeOf(left[slot])
    var node = slot
    while up[node] != Self.none {
      let parent = up[node]
      if right[parent] == node { position += sizeOf(left[parent]) + 1 }
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
      let before = sizeOf(left[node])
      if remaining < before {
        node = left[node]
      } else if remaining == before {
        return node
      } else {
        remaining -= before + 1
        node = right[node]
      }
    }
  }

  /// Inserts `slots`, in order, as the rows from `position` on.
  ///
  /// - Complexity: O(*k* log *k* + log *n*) expected for *k* slots.
  mutating func insert(_ slots: [Int], at position: Int) {
    var run = Self.none
    for slot in slots {
      left[slot] = Self.none
      right[slot] = Self.none
      up[slot] = Self.none
      size[slot] = 1
      run = merge(run, slot)
    }
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
        node = left[node]
      }
      let visited = stack.removeLast()
      body(visited)
      node = right[visited]
    }
  }

  // MARK: - Treap operations

  private func sizeOf(_ node: Int) -> Int { node == Self.none ? 0 : size[node] }

  private mutating func setRootParent() {
    if root != Self.none { up[root] = Self.none }
  }

  /// Recomputes the size of `node` from its children, and makes it their parent.
  private mutating func update(_ node: Int) {
    size[node] = sizeOf(left[node]) + sizeOf(right[node]) + 1
    if left[node] != Self.none { up[left[node]] = node }
    if right[node] != Self.none { up[right[node]] = node }
  }

  /// Splits the tree at `node` into its first `count` rows and the rest.
  private mutating func split(_ node: Int, _ count: Int) -> (Int, Int) {
    guard node != Self.none else { return (Self.none, Self.none) }
    let before = sizeOf(left[node])
    if count <= before {
      let (first, rest) = split(left[node], count)
      left[node] = rest
      update(node)
      if first != Self.none { up[first] = Self.none }
      return (first, node)
    }
    let (first, rest) = split(right[node], count - before - 1)
    right[node] = first
    update(node)
    if rest != Self.none { up[rest] = Self.none }
    return (node, rest)
  }

  /// Joins two trees, every row of `first` before every row of `second`.
  private mutating func merge(_ first: Int, _ second: Int) -> Int {
    if first == Self.none { return second }
    if second == Self.none { return first }
    if priority[first] >= priority[second] {
      right[first] = merge(right[first], second)
      update(first)
      return first
    }
    left[second] = merge(first, left[second])
    update(second)
    return second
  }
}
