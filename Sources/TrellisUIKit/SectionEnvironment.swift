#if canImport(UIKit)
  import Trellis
  import UIKit

  /// What a ``CompositionalCollectionViewLayout``'s section provider knows about where
  /// its section goes: the layout's `LayoutEnvironment` (container size, scale,
  /// direction) and the collection view's trait collection, as
  /// `NSCollectionLayoutEnvironment` gives `container` and `traitCollection`.
  ///
  /// The layout's values read through: `environment.containerSize` is
  /// `environment.layout.containerSize`.
  @dynamicMemberLookup
  public struct SectionEnvironment {
    /// The container size, scale and layout direction of the section.
    public var layout: LayoutEnvironment
    /// The collection view's trait collection at the preparation: its size classes, its
    /// content size category, its display scale.
    public var traitCollection: UITraitCollection

    /// Creates an environment.
    public init(layout: LayoutEnvironment, traitCollection: UITraitCollection) {
      self.layout = layout
      self.traitCollection = traitCollection
    }

    /// A value of the layout's environment.
    public subscript<Value>(dynamicMember keyPath: KeyPath<LayoutEnvironment, Value>) -> Value {
      layout[keyPath: keyPath]
    }
  }
#endif
