/// One side of a ``LayoutSize``: a length in points, an estimate, or a fraction of the
/// container's width or height, like `NSCollectionLayoutDimension`.
///
/// The container of a section's group is the section's content (the collection's
/// visible size less the section's ``LayoutSection/contentInsets``); the container of
/// an item or a nested group is the group it is in, less the group's
/// ``LayoutGroup/contentInsets``; the container of a supplementary item anchored to an
/// item is that item.
public enum LayoutDimension: Hashable, Sendable {
  /// A fixed length in points.
  case absolute(Double)
  /// An estimate of a length the element measures: the layout uses it until a
  /// ``SelfSizingContent`` gives the item's measured size, and along the scroll axis a
  /// measured length replaces it (see ``CompositionalLayout``'s self-sizing). Across the
  /// scroll axis the estimate stays the length.
  case estimated(Double)
  /// An estimate, as ``estimated(_:)``, that the item's siblings share, like
  /// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)`: once measured,
  /// every subitem of the same group whose dimension along the scroll axis is
  /// `uniformAcrossSiblings` takes the largest length measured among them, so the cells
  /// of a row line up at the height of the tallest.
  case uniformAcrossSiblings(estimate: Double)
  /// A fraction of the container's width.
  case fractionalWidth(Double)
  /// A fraction of the container's height.
  case fractionalHeight(Double)

  /// The largest fraction a dimension accepts: a thousand times its container.
  public static let maximumFraction = 1000.0

  /// The number the dimension holds, whatever its kind.
  public var value: Double {
    switch self {
    case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value),
      .fractionalWidth(let value), .fractionalHeight(let value):
      value
    }
  }

  /// Whether the dimension is an estimate that a measured length replaces: an
  /// ``estimated(_:)`` or a ``uniformAcrossSiblings(estimate:)`` dimension.
  public var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: true
    case .absolute, .fractionalWidth, .fractionalHeight: false
    }
  }

  /// Whether the dimension is an estimate its siblings share.
  public var isUniformAcrossSiblings: Bool {
    if case .uniformAcrossSiblings = self { return true }
    return false
  }

  /// Whether the dimension is a fraction of its container.
  public var isFractional: Bool {
    switch self {
    case .fractionalWidth, .fractionalHeight: true
    case .absolute, .estimated, .uniformAcrossSiblings: false
    }
  }

  /// The length in points in `container`.
  public func length(in container: Size) -> Double {
    switch self {
    case .absolute(let value), .estimated(let value), .uniformAcrossSiblings(let value): value
    case .fractionalWidth(let fraction): fraction * container.width
    case .fractionalHeight(let fraction): fraction * container.height
    }
  }

  /// Checks the value and the length it gives in `container`, throwing an error that
  /// names `input`.
  func resolved(in container: Size, as input: LayoutInput) throws(LayoutError) -> Double {
    let number = value
    guard number.isFinite && number >= 0 else { throw .invalidValue(input, number) }
    if isFractional {
      guard number <= Self.maximumFraction else {
        throw .valueOutOfRange(input, number, range: 0...Self.maximumFraction)
      }
    }
    let length = length(in: container)
    try LayoutError.check(length, as: input)
    return length
  }
}
