import Trellis

/// A random case of one kind of layout: its configuration, its data and a viewport, all
/// drawn from a seed, so that a failing case can be made again from the seed alone.
package protocol LayoutCase: CustomStringConvertible {
  /// The case's kind of data, which names its layout.
  associatedtype Content: CollectionDataSource

  /// The case's data.
  var content: Content { get }
  /// The viewport the case is prepared in.
  var viewport: Viewport { get }

  /// A layout of the case's configuration, not yet prepared.
  func makeLayout() -> Content.Layout

  /// A layout of the case, prepared with its data in its viewport and in any state of its
  /// own the case draws (such as the offsets of sections that scroll sideways).
  func prepared() throws -> Content.Layout
}

// MARK: - Default implementations

extension LayoutCase {
  /// A layout of the case, prepared with its data in its viewport.
  package func prepared() throws -> Content.Layout {
    let layout = makeLayout()
    try content.prepare(layout, for: viewport)
    return layout
  }
}

/// A random case whose data is a list of sections, which an update can edit at random.
package protocol SectionListCase: LayoutCase where Content: SectionListContent {
  /// A case of sections of `itemCounts` items, everything else drawn from `seed`; with
  /// `behaviors`, pinned headers and footers, collection supplementaries and
  /// backgrounds drawn too.
  init(itemCounts: [Int], seed: UInt64, behaviors: Bool)

  /// The case's data.
  var content: Content { get set }

  /// A section of `itemCount` items, with values of its own drawn from `random`.
  static func section(itemCount: Int, using random: inout SplitMix64) -> Content.Section
}
