import Trellis
import TrellisTestSupport

/// A random but reproducible flow layout input: configuration, content and viewport,
/// drawn from a seed so that a failing case can be rebuilt from the seed alone.
struct FlowScenario {
  /// Which values a scenario may draw.
  struct Options {
    var directions: [ScrollDirection] = [.vertical, .horizontal]
    var alignments: [FlowLayout.Alignment] = [.uikit, .justified, .leading, .center, .trailing]
    var verticalAlignments: [FlowLayout.VerticalAlignment] = [.top, .center, .bottom]
    var layoutDirections: [LayoutDirection] = [.leftToRight, .rightToLeft]
    var scales: [Double] = [1, 2, 3]
    /// Whether items, headers and footers may have a zero extent.
    var allowsZeroSizes = true

    /// UIKit's own behavior only: vertical, `.uikit`, centered in lines, left to right,
    /// items at least one point wide.
    static let uikitVertical = Options(
      directions: [.vertical], alignments: [.uikit], verticalAlignments: [.center],
      layoutDirections: [.leftToRight], allowsZeroSizes: false)

    /// Every alignment option, vertical, left to right, items at least one point wide.
    static let optionsVertical = Options(
      directions: [.vertical], layoutDirections: [.leftToRight], allowsZeroSizes: false)
  }

  var seed: UInt64
  var configuration: FlowLayout.Configuration
  var content: FlowContent
  var viewport: Viewport

  /// The scenario drawn from `seed`.
  init(seed: UInt64, options: Options = Options()) {
    self.seed = seed
    var rng = SplitMix64(seed: seed)
    let minimum = options.allowsZeroSizes ? 0 : 1
    configuration = FlowLayout.Configuration()
    configuration.scrollDirection = rng.pick(options.directions)
    configuration.alignment = rng.pick(options.alignments)
    configuration.verticalAlignment = rng.pick(options.verticalAlignments)
    configuration.itemSize = Size(
      width: rng.points(max(1, minimum)...90), height: rng.points(max(1, minimum)...90))
    configuration.minimumLineSpacing = rng.points(0...20)
    let anySpacing = rng.points(0...20)
    configuration.minimumInteritemSpacing = rng.pick([0, 0, 5, 10, anySpacing])
    configuration.headerReferenceSize = Self.supplementarySize(using: &rng)
    configuration.footerReferenceSize = Self.supplementarySize(using: &rng)
    configuration.sectionInset = Self.insets(0...20, using: &rng)
    configuration.sectionInsetReference = rng.pick([
      .fromContentInset, .fromSafeArea, .fromLayoutMargins,
    ])

    let crossExtent = rng.chance(0.05) ? rng.points(0...40) : rng.points(100...420)
    let mainExtent = rng.points(100...800)
    let vertical = configuration.scrollDirection == .vertical
    viewport = Viewport(
      size: vertical
        ? Size(width: crossExtent, height: mainExtent)
        : Size(width: mainExtent, height: crossExtent),
      contentOffset: Point(x: rng.points(-50...500), y: rng.points(-50...500)),
      contentInset: rng.chance(0.3) ? Self.insets(0...30, using: &rng) : .zero,
      safeAreaInsets: rng.chance(0.4) ? Self.insets(0...50, using: &rng) : .zero,
      layoutMargins: rng.chance(0.4) ? Self.insets(0...40, using: &rng) : .zero,
      scale: rng.pick(options.scales),
      layoutDirection: rng.pick(options.layoutDirections))

    let sectionCount = rng.pick([0, 1, 1, 2, 3, 4, 5])
    var sections: [FlowContent.Section] = []
    for _ in 0..<sectionCount {
      sections.append(Self.section(minimumSize: minimum, using: &rng))
    }
    content = FlowContent(sections: sections)
  }

  /// A header or footer size: often none, sometimes zero along one axis only.
  private static func supplementarySize(using rng: inout SplitMix64) -> Size {
    if rng.chance(0.4) { return .zero }
    return Size(width: rng.points(0...60), height: rng.points(0...60))
  }

  private static func insets(_ range: ClosedRange<Int>, using rng: inout SplitMix64)
    -> EdgeInsets
  {
    EdgeInsets(
      top: rng.points(range), left: rng.points(range), bottom: rng.points(range),
      right: rng.points(range))
  }

  /// One section: layout-wide sizes, one shared size, a few sizes from a small palette
  /// (so that lines often repeat and UIKit's "same remaining room" rule applies), or
  /// sizes drawn freely; any per-section value may override the layout-wide one.
  static func section(minimumSize: Int, using rng: inout SplitMix64)
    -> FlowContent.Section
  {
    let count = Int.random(in: 0...rng.pick([2, 6, 15, 40]), using: &rng)
    func size() -> Size {
      Size(width: rng.points(minimumSize...160), height: rng.points(max(1, minimumSize)...90))
    }
    var section: FlowContent.Section
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      section = FlowContent.Section(itemCount: count)
    case 1:
      section = FlowContent.Section(itemSizes: Array(repeating: size(), count: count))
    case 2:
      let palette = (0..<rng.pick([1, 2, 3])).map { _ in size() }
      section = FlowContent.Section(itemSizes: (0..<count).map { _ in rng.pick(palette) })
    default:
      section = FlowContent.Section(itemSizes: (0..<count).map { _ in size() })
    }
    if rng.chance(0.25) { section.values.inset = insets(0...25, using: &rng) }
    if rng.chance(0.25) { section.values.minimumInteritemSpacing = rng.points(0...15) }
    if rng.chance(0.25) { section.values.minimumLineSpacing = rng.points(0...15) }
    if rng.chance(0.25) { section.values.headerReferenceSize = supplementarySize(using: &rng) }
    if rng.chance(0.25) { section.values.footerReferenceSize = supplementarySize(using: &rng) }
    return section
  }
}

// MARK: - Values resolved by hand

extension FlowScenario {
  /// The total number of items.
  var itemCount: Int { content.sections.reduce(0) { $0 + $1.itemCount } }

  /// The size of an item, from its section's list or the layout-wide value.
  func itemSize(_ item: Int, section: Int) -> Size {
    content.sections[section].itemSizes?[item] ?? configuration.itemSize
  }

  /// Extent across the scroll axis of a size.
  func crossExtent(of size: Size) -> Double {
    configuration.scrollDirection == .vertical ? size.width : size.height
  }

  /// Extent along the scroll axis of a size.
  func mainExtent(of size: Size) -> Double {
    configuration.scrollDirection == .vertical ? size.height : size.width
  }

  /// The header's extent along the scroll axis; zero means no header.
  func headerLength(section: Int) -> Double {
    mainExtent(
      of: content.sections[section].values.headerReferenceSize ?? configuration.headerReferenceSize)
  }

  /// The footer's extent along the scroll axis; zero means no footer.
  func footerLength(section: Int) -> Double {
    mainExtent(
      of: content.sections[section].values.footerReferenceSize ?? configuration.footerReferenceSize)
  }

  /// The room for items across the scroll axis in `section`: the viewport's extent less
  /// the content inset, the section inset and however far the chosen reference reaches
  /// beyond the content inset.
  func available(section: Int) -> Double {
    let vertical = configuration.scrollDirection == .vertical
    func across(_ insets: EdgeInsets) -> (Double, Double) {
      vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }
    let (contentStart, contentEnd) = across(viewport.contentInset)
    let dimension = max(0, crossExtent(of: viewport.size) - contentStart - contentEnd)
    var (start, end) = across(
      content.sections[section].values.inset ?? configuration.sectionInset)
    let reference: EdgeInsets? =
      switch configuration.sectionInsetReference {
      case .fromContentInset: nil
      case .fromSafeArea: viewport.safeAreaInsets
      case .fromLayoutMargins: viewport.layoutMargins
      }
    if let reference {
      let (referenceStart, referenceEnd) = across(reference)
      start += max(0, referenceStart - contentStart)
      end += max(0, referenceEnd - contentEnd)
    }
    return max(0, dimension - start - end)
  }

  /// Whether every item fits across the room of its section.
  var itemsFitAcross: Bool {
    content.sections.indices.allSatisfy { section in
      let room = available(section: section)
      return (0..<content.sections[section].itemCount).allSatisfy { item in
        crossExtent(of: itemSize(item, section: section)) <= room
      }
    }
  }

  /// A new layout prepared with this scenario.
  func preparedLayout() throws -> FlowLayout {
    let layout = FlowLayout(configuration: configuration)
    try layout.prepare(for: viewport, dataSource: content)
    return layout
  }
}

// MARK: - Transposition

extension EdgeInsets {
  /// The insets with the axes swapped: top and left trade places, bottom and right too.
  var transposed: EdgeInsets {
    EdgeInsets(top: left, left: top, bottom: right, right: bottom)
  }
}

extension Size {
  /// The size with width and height swapped.
  var transposed: Size { Size(width: height, height: width) }
}

extension Rect {
  /// The rectangle mirrored across the diagonal: x and y swap, width and height too.
  var transposed: Rect { Rect(x: minY, y: minX, width: height, height: width) }
}

extension FlowScenario {
  /// The same scenario with the axes swapped: horizontal becomes vertical and back.
  var transposed: FlowScenario {
    var result = self
    result.configuration.scrollDirection =
      configuration.scrollDirection == .vertical ? .horizontal : .vertical
    result.configuration.itemSize = configuration.itemSize.transposed
    result.configuration.headerReferenceSize = configuration.headerReferenceSize.transposed
    result.configuration.footerReferenceSize = configuration.footerReferenceSize.transposed
    result.configuration.sectionInset = configuration.sectionInset.transposed
    if let background = configuration.behaviors.sectionBackground {
      result.configuration.behaviors.sectionBackground?.insets = background.insets.transposed
    }
    result.content.sections = content.sections.map { section in
      var section = section
      section.itemSizes = section.itemSizes?.map(\.transposed)
      section.values.inset = section.values.inset?.transposed
      section.values.headerReferenceSize = section.values.headerReferenceSize?.transposed
      section.values.footerReferenceSize = section.values.footerReferenceSize?.transposed
      if let background = section.values.background {
        section.values.background?.insets = background.insets.transposed
      }
      return section
    }
    result.viewport.size = viewport.size.transposed
    result.viewport.contentOffset = Point(x: viewport.contentOffset.y, y: viewport.contentOffset.x)
    result.viewport.contentInset = viewport.contentInset.transposed
    result.viewport.safeAreaInsets = viewport.safeAreaInsets.transposed
    result.viewport.layoutMargins = viewport.layoutMargins.transposed
    return result
  }
}
