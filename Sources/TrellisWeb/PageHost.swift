import Trellis

/// The host of the page's collection view: it turns every call into a record of the
/// command buffer, which the page applies to its DOM elements after the call returns.
///
/// A view is a number: the index of a DOM element in the page's list of elements.
public struct PageHost: CollectionViewHost {
  /// The instructions of the current call.
  public let commands = CommandBuffer()
  /// The names of the element kinds seen so far; a kind's code is its index.
  public private(set) var kindNames: [String] = []
  /// The identity of each item, section by section: the number that stays with it
  /// through updates, shown on its cell.
  public var identities: [[Int]] = []
  /// The number of views made so far.
  public private(set) var viewCount = 0

  /// Creates a host that has made no view.
  public init() {}

  /// Numbers a new view and records a ``PageCommand/make`` for it.
  public mutating func makeView(reuseIdentifier: String) -> Int {
    let view = viewCount
    viewCount += 1
    commands.append(.make, view: view)
    return view
  }

  /// Records a ``PageCommand/configure``: the element's category, kind, index path and,
  /// for a cell, its identity, which stays with the view until the next configuration.
  public mutating func configure(_ view: Int, for element: ElementID) {
    let identity = element.category == .cell ? identity(of: element.indexPath) : -1
    commands.append(.configure, view: view) { fields in
      write(element, to: fields)
      fields[4] = Double(identity)
    }
  }

  /// Records a ``PageCommand/apply`` with the element, which a move changes without a
  /// new configuration, and its frame, alpha, zIndex, hidden flag, transform and corner
  /// radius.
  public mutating func apply(_ attributes: LayoutAttributes, to view: Int) {
    commands.append(.apply, view: view) { fields in
      write(attributes.id, to: fields)
      let frame = attributes.frame
      fields[5] = frame.origin.x
      fields[6] = frame.origin.y
      fields[7] = frame.size.width
      fields[8] = frame.size.height
      fields[9] = attributes.alpha
      fields[10] = Double(attributes.zIndex)
      fields[11] = attributes.isHidden ? 1 : 0
      let t = attributes.transform3D
      fields[12] = t.m11
      fields[13] = t.m12
      fields[14] = t.m13
      fields[15] = t.m14
      fields[16] = t.m21
      fields[17] = t.m22
      fields[18] = t.m23
      fields[19] = t.m24
      fields[20] = t.m31
      fields[21] = t.m32
      fields[22] = t.m33
      fields[23] = t.m34
      fields[24] = t.m41
      fields[25] = t.m42
      fields[26] = t.m43
      fields[27] = t.m44
      fields[28] = attributes.cornerRadius
    }
  }

  /// Writes the element's category, kind code, section and item to the first four
  /// fields.
  private mutating func write(_ element: ElementID, to fields: UnsafeMutableBufferPointer<Double>) {
    fields[0] =
      switch element.category {
      case .cell: 0
      case .supplementary: 1
      case .decoration: 2
      }
    fields[1] = element.kind.map { Double(code(ofKind: $0.name)) } ?? -1
    fields[2] = Double(element.indexPath.section)
    fields[3] = Double(element.indexPath.item)
  }

  /// Records a ``PageCommand/enqueue``: the page hides the view until it is reused.
  public mutating func enqueue(_ view: Int, reuseIdentifier: String) {
    commands.append(.enqueue, view: view)
  }

  /// The code of the kind named `name`, given the next code when it is new.
  mutating func code(ofKind name: String) -> Int {
    if let code = kindNames.firstIndex(of: name) { return code }
    kindNames.append(name)
    return kindNames.count - 1
  }

  /// The identity of the item at `indexPath`, or -1 when the page gave it none.
  func identity(of indexPath: IndexPath) -> Int {
    guard identities.indices.contains(indexPath.section),
      identities[indexPath.section].indices.contains(indexPath.item)
    else { return -1 }
    return identities[indexPath.section][indexPath.item]
  }
}
