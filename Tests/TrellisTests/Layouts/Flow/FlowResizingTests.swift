import PropertyBased
import Testing
@_spi(Testing) import Trellis
import TrellisTestSupport

/// A flow layout places again only what a resize of some items changes
/// (``LayoutChange/resizing(_:of:)``), and ends exactly where a fresh preparation does.
@Suite("Flow layout: items resized in place")
struct FlowResizingTests {
  /// Four items in a 120-wide view, two a line (gap 20): 50 × 50, 50 × 40, 50 × 50,
  /// 50 × 50, so that the section is not UIKit's grid of one size.
  static func fourItems() throws -> (FlowLayout, FlowContent) {
    let sizes = [
      Size(width: 50, height: 50), Size(width: 50, height: 40), Size(width: 50, height: 50),
      Size(width: 50, height: 50),
    ]
    let content = FlowContent(sections: [.init(itemSizes: sizes)])
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 120, height: 300)), dataSource: content)
    return (layout, content)
  }

  @Test("an item that grows lengthens its line, centres its neighbour and moves what follows")
  func itemGrows() throws {
    var (layout, content) = try Self.fourItems()
    #expect(layout.cellFrame(1) == rect(70, 5, 50, 40))
    content.sections[0].itemSizes?[1] = Size(width: 50, height: 80)
    try layout.update(
      for: .resizing([.cell(IndexPath(item: 1, section: 0))], of: 1), dataSource: content)
    // Line 0 is 80 long: item 0 sits (80 - 50) / 2 = 15 down; line 1 starts at 80 + 10.
    #expect(layout.cellFrame(0) == rect(0, 15, 50, 50))
    #expect(layout.cellFrame(1) == rect(70, 0, 50, 80))
    #expect(layout.cellFrame(2) == rect(0, 90, 50, 50))
    #expect(layout.cellFrame(3) == rect(70, 90, 50, 50))
    #expect(layout.contentSize == Size(width: 120, height: 140))
    // The state before stays readable for the animation.
    #expect(
      layout.attributesBeforeUpdate(for: .cell(IndexPath(item: 2, section: 0)))?.frame
        == rect(0, 60, 50, 50))
  }

  @Test("a resize in a long section places one chunk again and shares every other")
  func longSectionSharesChunks() throws {
    let sizes = (0..<20_000).map { Size(width: 100, height: Double(40 + $0 % 7 * 10)) }
    var content = FlowContent(sections: [.init(itemSizes: sizes)])
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 1024, height: 768)), dataSource: content)
    let before = layout.geometry.sections[0]
    #expect(before.chunkCount > 10)
    content.sections[0].itemSizes?[12_345] = Size(width: 100, height: 333)
    try layout.update(
      for: .resizing([.cell(IndexPath(item: 12_345, section: 0))], of: 1), dataSource: content)
    #expect(layout.geometry.sections[0].chunksShared(with: before) == before.chunkCount - 1)
    let fresh = FlowLayout()
    try fresh.prepare(for: layout.viewport, dataSource: content)
    #expect(layout.geometry.sections == fresh.geometry.sections)
    #expect(layout.contentSize == fresh.contentSize)
    #expect(layout.contentSize != Size(width: 1024, height: 0))
  }

  @Test("a resize across the axis, or one that makes the sizes uniform, lays the section out anew")
  func fallsBackToLayingOutAnew() throws {
    let sizes = (0..<3_000).map { Size(width: 100, height: $0 == 7 ? 90 : 60) }
    var content = FlowContent(sections: [.init(itemSizes: sizes)])
    let layout = FlowLayout()
    try layout.prepare(for: Viewport(size: Size(width: 1024, height: 768)), dataSource: content)
    for size in [Size(width: 300, height: 60), Size(width: 100, height: 60)] {
      let before = layout.geometry.sections[0]
      content.sections[0].itemSizes?[7] = size
      try layout.update(
        for: .resizing([.cell(IndexPath(item: 7, section: 0))], of: 1), dataSource: content)
      #expect(layout.geometry.sections[0].chunksShared(with: before) == 0)
      let fresh = FlowLayout()
      try fresh.prepare(for: layout.viewport, dataSource: content)
      #expect(layout.allElements() == fresh.allElements())
    }
  }

  @Test("a bad size keeps the layout as it was")
  func badSize() throws {
    var (layout, content) = try Self.fourItems()
    let before = layout.allElements()
    content.sections[0].itemSizes?[2] = Size(width: 50, height: .nan)
    #expect(throws: LayoutError.self) {
      try layout.update(
        for: .resizing([.cell(IndexPath(item: 2, section: 0))], of: 1), dataSource: content)
    }
    #expect(layout.allElements() == before)
  }

  @Test("any resize ends exactly where a fresh preparation does")
  func resizeEqualsFreshPreparation() async {
    let scenario = zip(
      Gen.int(in: 1...4_000), Gen.int(in: 0...1_000_000), Gen.int(in: 1...12))
    await propertyCheck(count: 120, input: scenario) { itemCount, seed, resizes in
      var random = SplitMix64(seed: UInt64(seed))
      var configuration = FlowLayout.Configuration()
      configuration.scrollDirection = random.chance(0.3) ? .horizontal : .vertical
      configuration.alignment = random.pick([.uikit, .leading, .center, .justified, .trailing])
      configuration.verticalAlignment = random.pick([.top, .center, .bottom])
      configuration.minimumLineSpacing = random.pick([0, 7.5, 10])
      configuration.minimumInteritemSpacing = random.pick([0, 4, 8.25])
      let length = { (random: inout SplitMix64) in
        Double(20 + random.next() % 90) + random.pick([0, 0.5, 1.0 / 3])
      }
      var sizes = (0..<itemCount).map { _ in Size(width: length(&random), height: length(&random)) }
      var content = FlowContent(sections: [
        .init(itemCount: 3), .init(itemSizes: sizes), .init(itemCount: 2),
      ])
      let layout = FlowLayout(configuration: configuration)
      let viewport = Viewport(size: Size(width: 700, height: 500))
      try? layout.prepare(for: viewport, dataSource: content)
      var resized: [ElementID] = []
      for _ in 0..<resizes {
        let item = Int(random.next() % UInt64(itemCount))
        let vertical = configuration.scrollDirection == .vertical
        let other = length(&random)
        sizes[item] =
          vertical
          ? Size(width: sizes[item].width, height: other)
          : Size(width: other, height: sizes[item].height)
        resized.append(.cell(IndexPath(item: item, section: 1)))
      }
      content.sections[1].itemSizes = sizes
      try? layout.update(for: .resizing(resized, of: 3), dataSource: content)
      let fresh = FlowLayout(configuration: configuration)
      try? fresh.prepare(for: viewport, dataSource: content)
      #expect(layout.geometry.sections == fresh.geometry.sections)
      #expect(layout.allElements() == fresh.allElements())
      #expect(layout.contentSize == fresh.contentSize)
    }
  }
}
