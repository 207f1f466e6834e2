import Testing
import Trellis
import TrellisTesting

/// An outline of rows 300 x 40 with no spacing, in a flow layout of one column:
/// `A` with children `a1` and `a2`, then `B`.
@Suite("Collection view: expanding and collapsing an outline")
struct OutlineAnimationTests {
  typealias Collection = CollectionView<FlowContent, RecordingHost>

  static func rows(_ count: Int) -> FlowContent {
    FlowContent(sections: [.init(itemCount: count)])
  }

  static func collection() throws -> (Collection, RecordingHost, OutlineSnapshot<String>) {
    var outline = OutlineSnapshot<String>()
    try outline.append(["A", "B"])
    try outline.append(["a1", "a2"], to: "A")
    var configuration = FlowLayout.Configuration()
    configuration.itemSize = Size(width: 300, height: 40)
    configuration.minimumLineSpacing = 0
    let collection = try Collection(
      layout: FlowLayout(configuration: configuration), dataSource: rows(outline.visibleCount),
      viewport: Viewport(size: Size(width: 300, height: 400)))
    var host = RecordingHost()
    collection.updateVisibleElements(host: &host)
    return (collection, host, outline)
  }

  static func frame(row: Int) -> Rect { Rect(x: 0, y: Double(row) * 40, width: 300, height: 40) }

  @Test("an expand's children come out from under their parent, behind it, fading in")
  func expand() throws {
    var (collection, host, outline) = try Self.collection()
    let change = try outline.expand("A")
    let result = try collection.apply(
      change, inSection: 0, dataSource: Self.rows(outline.visibleCount), host: &host)
    let animations = Dictionary(
      uniqueKeysWithValues: result.animation.elements.map { ($0.element, $0) })
    for row in [1, 2] {
      let child = try #require(animations[.cell(IndexPath(item: row, section: 0))])
      #expect(child.change == .insert)
      #expect(child.from.frame == Self.frame(row: 0))
      #expect(child.from.zIndex == -1)
      #expect(child.from.alpha == 0)
      #expect(child.to.frame == Self.frame(row: row))
      #expect(child.to.alpha == 1)
    }
    let parent = try #require(animations[.cell(IndexPath(item: 0, section: 0))])
    #expect(parent.from.frame == Self.frame(row: 0) && parent.to.frame == Self.frame(row: 0))
    let next = try #require(animations[.cell(IndexPath(item: 3, section: 0))])
    #expect(next.change == .none)
    #expect(next.from.frame == Self.frame(row: 1) && next.to.frame == Self.frame(row: 3))
    // Half way, a child is half way from under its parent.
    collection.animate(to: 0.5, host: &host)
    collection.finishAnimation(host: &host)
    #expect(collection.itemCounts == [4])
  }

  @Test("a collapse's children go back into their parent, behind it, fading out")
  func collapse() throws {
    var (collection, host, outline) = try Self.collection()
    try collection.apply(
      outline.expand("A"), inSection: 0, dataSource: Self.rows(4),
      options: UpdateOptions(isAnimated: false), host: &host)
    let result = try collection.apply(
      outline.collapse("A"), inSection: 0, dataSource: Self.rows(outline.visibleCount),
      host: &host)
    let deleted = result.animation.elements.filter { $0.change == .delete }
    #expect(
      deleted.map { $0.element }.sorted { $0.indexPath < $1.indexPath } == [
        .cell(IndexPath(item: 1, section: 0)), .cell(IndexPath(item: 2, section: 0)),
      ])
    for child in deleted {
      #expect(child.from.alpha == 1)
      #expect(child.from.zIndex == -1)
      #expect(child.to.frame == Self.frame(row: 0))
      #expect(child.to.zIndex == -1)
      #expect(child.to.alpha == 0)
    }
    collection.finishAnimation(host: &host)
    #expect(collection.itemCounts == [2])
    #expect(collection.numberOfVisibleElements == 2)
  }

  @Test("without a disclosing item, inserted rows take the layout's appearing attributes")
  func plainInsert() throws {
    var (collection, host, outline) = try Self.collection()
    let change = try outline.expand("A")
    let result = try collection.performBatchUpdates(
      change.batchUpdate(inSection: 0), dataSource: Self.rows(4), host: &host)
    let child = try #require(
      result.animation.elements.first { $0.element == .cell(IndexPath(item: 1, section: 0)) })
    #expect(child.from.frame == Self.frame(row: 1))
    #expect(child.from.zIndex == 0)
  }
}
