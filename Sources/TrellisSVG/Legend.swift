import Trellis

/// The key to a picture's colors: one entry per kind of element it shows.
///
/// ```swift
/// let legend = Legend(for: layout.allElements(), palette: .standard)
/// // cell, header, sectionBackground, ...
/// ```
public struct Legend: Hashable, Sendable {
  /// One kind of element and the swatch it is drawn with.
  public struct Entry: Hashable, Sendable {
    /// The kind's name: `cell`, or the name of the element kind (`header`,
    /// `sectionBackground`, a custom name).
    public var name: String
    /// The colors elements of this kind are drawn with.
    public var swatch: Swatch

    /// Creates an entry from a name and a swatch.
    public init(name: String, swatch: Swatch) {
      self.name = name
      self.swatch = swatch
    }
  }

  /// The entries, cells first, then the built-in kinds in a fixed order, then custom
  /// kinds by name (supplementary before decoration for a name used by both).
  public var entries: [Entry]

  /// Creates a legend from its entries.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The legend of the kinds of the elements that are drawn: hidden elements are left
  /// out.
  ///
  /// - Complexity: O(*n* + *k* log *k*) for *n* elements of *k* kinds.
  public init(for elements: some Sequence<LayoutAttributes>, palette: Palette) {
    var seen: [Key: ElementID] = [:]
    for element in elements where !element.isHidden {
      let key = Key(element.id)
      if seen[key] == nil { seen[key] = element.id }
    }
    entries = seen.sorted { $0.key < $1.key }.map { key, id in
      Entry(name: key.name, swatch: palette.swatch(for: id))
    }
  }

  /// What tells two entries apart: a rank for the built-in kinds, then the name and the
  /// category of custom kinds.
  private struct Key: Hashable, Comparable {
    var rank: Int
    var name: String
    var isDecoration: Bool

    init(_ id: ElementID) {
      let kind = id.kind
      isDecoration = id.category == .decoration
      name = kind?.name ?? "cell"
      switch kind {
      case nil: rank = 0
      case .sectionHeader: rank = 1
      case .sectionFooter: rank = 2
      case .collectionHeader: rank = 3
      case .collectionFooter: rank = 4
      case .sectionBackground: rank = 5
      case .custom: rank = 6
      }
      if rank < 6 { isDecoration = false }
    }

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.rank, lhs.name, lhs.isDecoration ? 1 : 0) < (
        rhs.rank, rhs.name, rhs.isDecoration ? 1 : 0
      )
    }
  }
}
