import Testing
import Trellis

/// Hostile values get an error naming their path, and the layout keeps its state.
@Suite("Compositional layout: validation")
struct CompositionalValidationTests {
  typealias F = CompositionalFixture

  static func group(item: LayoutItem = F.fullItem, width: LayoutDimension = .fractionalWidth(1))
    -> LayoutGroup
  {
    .horizontal(layoutSize: F.size(width, .absolute(50)), subitems: [.item(item)])
  }

  /// The error of preparing `section`, or `nil` if it prepares.
  static func failure(
    _ section: LayoutSection, itemCounts: [Int] = [10],
    configuration: CompositionalLayout.Configuration = .init()
  ) -> LayoutError? {
    let layout = CompositionalLayout(section: section, configuration: configuration)
    do {
      try layout.prepare(
        for: Viewport(size: Size(width: 400, height: 600)),
        dataSource: CompositionalContent(itemCounts: itemCounts))
      return nil
    } catch {
      return error
    }
  }

  /// The input the error of preparing `section` names, or `nil` if it prepares.
  static func refusal(
    _ section: LayoutSection, itemCounts: [Int] = [10],
    configuration: CompositionalLayout.Configuration = .init()
  ) -> LayoutInput? {
    failure(section, itemCounts: itemCounts, configuration: configuration)?.input
  }

  static func path(_ section: Int?, _ components: CompositionalInput.Component...) -> LayoutInput {
    .compositional(CompositionalInput(section: section, components: components))
  }

  @Test("a dimension that is not a finite, non-negative number is named by its path")
  func dimensions() {
    for bad in [Double.nan, .infinity, -1, 1e13] {
      let item = LayoutItem(layoutSize: F.size(.absolute(bad), .fractionalHeight(1)))
      #expect(
        Self.refusal(LayoutSection(group: Self.group(item: item)))
          == Self.path(
            0, .field("group"), .field("subitems"), .index(0), .field("size"), .field("width")))
    }
    #expect(
      Self.refusal(LayoutSection(group: Self.group(width: .fractionalWidth(2000))))
        == Self.path(0, .field("group"), .field("size"), .field("width")))
  }

  @Test("bad insets and spacings are named by their fields")
  func spacings() {
    var section = LayoutSection(group: Self.group())
    section.interGroupSpacing = -1
    #expect(Self.refusal(section) == Self.path(0, .field("interGroupSpacing")))
    section = LayoutSection(group: Self.group())
    section.contentInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    #expect(Self.refusal(section) == Self.path(0, .field("contentInsets")))
    var group = Self.group()
    group.interItemSpacing = .flexible(.infinity)
    #expect(
      Self.refusal(LayoutSection(group: group))
        == Self.path(0, .field("group"), .field("interItemSpacing")))
    #expect(
      Self.refusal(
        LayoutSection(group: Self.group()),
        configuration: CompositionalLayout.Configuration(interSectionSpacing: -3))
        == Self.path(nil, .field("interSectionSpacing")))
  }

  @Test("groups that would hold too many items, or none, are refused rather than looping")
  func counts() {
    let tiny = LayoutItem(layoutSize: F.size(.fractionalWidth(1e-9), .fractionalHeight(1)))
    #expect(
      Self.refusal(LayoutSection(group: Self.group(item: tiny)))
        == Self.path(0, .field("group"), .field("subitems")))
    let counted = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: .item(F.fullItem),
      count: 10_000_000)
    #expect(
      Self.refusal(LayoutSection(group: counted)) == Self.path(0, .field("group"), .field("count")))
    let none = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: .item(F.fullItem),
      count: 0)
    #expect(
      Self.refusal(LayoutSection(group: none)) == Self.path(0, .field("group"), .field("count")))
    let empty = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [])
    #expect(
      Self.refusal(LayoutSection(group: empty)) == Self.path(0, .field("group"), .field("subitems"))
    )
    let noFrames = LayoutGroup.custom(layoutSize: F.size(.absolute(10), .absolute(10))) { _ in [] }
    #expect(Self.refusal(LayoutSection(group: noFrames)) == Self.path(0, .field("group")))
    #expect(Self.refusal(LayoutSection(group: noFrames), itemCounts: [0]) == nil)
  }

  @Test("a shelf whose row would be longer than any content is refused, its layout kept")
  func rowTooLong() throws {
    // 20 million cards of a million points: a row of 2e13 points, where content may be
    // at most 1e12 long.
    let shelf = LayoutSection(
      group: .horizontal(
        layoutSize: F.size(.absolute(1e6), .absolute(50)), subitems: [.item(F.fullItem)]),
      orthogonalScrollingBehavior: .continuous)
    let layout = CompositionalLayout(section: shelf)
    let viewport = Viewport(size: Size(width: 400, height: 600))
    try layout.prepare(for: viewport, dataSource: CompositionalContent(itemCounts: [3]))
    let before = layout.allElements()
    let error = #expect(throws: LayoutError.self) {
      try layout.prepare(for: viewport, dataSource: CompositionalContent(itemCounts: [20_000_000]))
    }
    #expect(error == .valueOutOfRange(.contentSize, 2e13, range: LayoutLimits.lengthRange))
    #expect(layout.allElements() == before)
    // A list of rows a million points tall is as long along the scroll axis, and
    // refused the same way.
    let rows = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(1e6)), subitems: [.item(F.fullItem)])
    #expect(Self.refusal(LayoutSection(group: rows), itemCounts: [20_000_000]) == .contentSize)
  }

  @Test("items that take no length are placed once per group, not forever")
  func zeroLength() throws {
    let flat = LayoutItem(layoutSize: F.size(.absolute(0), .absolute(0)))
    let layout = try F.prepared(
      LayoutSection(group: Self.group(item: flat)), itemCounts: [3],
      viewportSize: Size(width: 100, height: 100))
    #expect(layout.frame(item: 2) == Rect(x: 0, y: 100, width: 0, height: 0))
  }

  @Test("groups nested deeper than the limit are refused")
  func depth() {
    var group = Self.group()
    for _ in 0..<40 {
      group = .horizontal(
        layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)), subitems: [.group(group)])
    }
    #expect(Self.refusal(LayoutSection(group: group)) != nil)
  }

  @Test("two supplementary elements of one kind at one index path are refused")
  func kinds() {
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(1), .absolute(20)), elementKind: .sectionHeader,
      alignment: .top)
    var section = LayoutSection(group: Self.group())
    section.boundarySupplementaryItems = [header, header]
    #expect(
      Self.refusal(section)
        == Self.path(0, .field("boundarySupplementaryItems"), .index(1), .field("kind")))
    section.boundarySupplementaryItems = [header]
    #expect(
      Self.refusal(
        section,
        configuration: CompositionalLayout.Configuration(boundarySupplementaryItems: [header]))
        == Self.path(nil, .field("boundarySupplementaryItems"), .index(0), .field("kind")))
  }

  @Test("an error says what is wrong: a repeated kind, a count with two subitems, no subitems")
  func messages() {
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: F.size(.fractionalWidth(1), .absolute(20)), elementKind: .sectionHeader,
      alignment: .top)
    let twice = LayoutSection(
      group: Self.group(), boundarySupplementaryItems: [header, header])
    #expect(
      Self.failure(twice)?.description
        == "boundarySupplementaryItems[1].kind of section 0 is \"header\", the kind of an "
        + "earlier item at the same index path; each kind may appear once per index path")
    var counted = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: .item(F.fullItem),
      count: 3)
    counted.subitems.append(.item(F.fullItem))
    #expect(
      Self.failure(LayoutSection(group: counted))?.description
        == "group.subitems of section 0 has 2 subitems; a group with a count repeats exactly "
        + "one subitem")
    let empty = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [])
    #expect(
      Self.failure(LayoutSection(group: empty))?.description
        == "group.subitems of section 0 is empty; a group needs at least one subitem")
    let noFrames = LayoutGroup.custom(layoutSize: F.size(.absolute(10), .absolute(10))) { _ in [] }
    #expect(
      Self.failure(LayoutSection(group: noFrames))?.description
        == "group of section 0 places no item; a section with items needs a group that places "
        + "at least one")
  }

  @Test("scrolling a section that does not scroll sideways says so")
  func scrollingMessage() throws {
    let layout = try F.prepared(
      LayoutSection(group: Self.group()), itemCounts: [3],
      viewportSize: Size(width: 400, height: 600))
    let expected = LayoutError.conflict(
      Self.path(0, .field("orthogonalScrollingBehavior")), .notScrollingSideways)
    #expect(throws: expected) { try layout.setOrthogonalOffset(10, ofSection: 0) }
    #expect(
      expected.description
        == "orthogonalScrollingBehavior of section 0 is none, so the section does not scroll "
        + "sideways and has no offset to set")
  }

  @Test("a refused preparation keeps the previous frames")
  func keepsState() throws {
    let layout = try F.prepared(
      LayoutSection(group: Self.group()), itemCounts: [3],
      viewportSize: Size(width: 400, height: 600))
    let before = layout.allElements()
    let contentSize = layout.contentSize
    layout.sectionProvider = .section(LayoutSection(group: Self.group(width: .absolute(.nan))))
    #expect(throws: LayoutError.self) {
      try layout.prepare(
        for: Viewport(size: Size(width: 400, height: 600)),
        dataSource: CompositionalContent(itemCounts: [3, 4]))
    }
    #expect(layout.allElements() == before)
    #expect(layout.contentSize == contentSize)
    #expect(throws: LayoutError.self) {
      try layout.prepare(
        for: Viewport(size: Size(width: 400, height: 600)),
        dataSource: CompositionalContent(itemCounts: [-1]))
    }
    #expect(layout.allElements() == before)
  }

  @Test("an error names its path in words")
  func description() {
    let input = CompositionalInput(
      section: 2, components: [.field("group"), .field("subitems"), .index(1), .field("size")])
    #expect(LayoutInput.compositional(input).description == "group.subitems[1].size of section 2")
    #expect(
      CompositionalInput(section: nil).appending("interSectionSpacing").description
        == "interSectionSpacing of the layout")
  }
}
