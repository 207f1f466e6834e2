/// The kinds of element whose size a self-sizing collection view asks its host for.
public struct SelfSizingElements: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Cells.
  public static let items = SelfSizingElements(rawValue: 1 << 0)
  /// Section headers.
  public static let headers = SelfSizingElements(rawValue: 1 << 1)
  /// Section footers.
  public static let footers = SelfSizingElements(rawValue: 1 << 2)
  /// Cells, section headers and section footers.
  public static let all: SelfSizingElements = [.items, .headers, .footers]

  /// Whether elements like `element` size themselves.
  public func contains(_ element: ElementID) -> Bool {
    switch element {
    case .cell: contains(.items)
    case .supplementary(.sectionHeader, _): contains(.headers)
    case .supplementary(.sectionFooter, _): contains(.footers)
    case .supplementary, .decoration: false
    }
  }
}
