import Trellis

/// Builders for compositional layouts in tests.
enum CompositionalFixture {
  /// A size of two dimensions.
  static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
  }

  /// An item that fills its place.
  static let fullItem = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))

  /// A layout of `section` prepared for `itemCounts` in a viewport of `viewportSize`.
  static func prepared(
    _ section: LayoutSection, itemCounts: [Int], viewportSize: Size,
    configuration: CompositionalLayout.Configuration = .init(), offset: Point = .zero
  ) throws -> CompositionalLayout {
    let layout = CompositionalLayout(section: section, configuration: configuration)
    try layout.prepare(
      for: Viewport(size: viewportSize, contentOffset: offset),
      dataSource: CompositionalContent(itemCounts: itemCounts))
    return layout
  }
}

extension CompositionalLayout {
  /// The frame of a cell, or `nil`.
  func frame(item: Int, section: Int = 0) -> Rect? {
    attributes(for: .cell(IndexPath(item: item, section: section)))?.frame
  }

  /// The frame of a supplementary element, or `nil`.
  func frame(of kind: ElementKind, item: Int = 0, section: Int = 0) -> Rect? {
    attributes(for: .supplementary(kind, IndexPath(item: item, section: section)))?.frame
  }
}
