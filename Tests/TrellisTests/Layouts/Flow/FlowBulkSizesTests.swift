import Testing
import Trellis

/// A data source that copies its sizes in bulk instead of answering item by item.
private struct BulkSizes: FlowLayoutDataSource {
  var widths: [Double]
  var heights: [Double]

  var numberOfSections: Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { widths.count }

  func sizesOfItems(
    inSection section: Int, defaultSize: Size, widths: UnsafeMutableBufferPointer<Double>,
    heights: UnsafeMutableBufferPointer<Double>
  ) {
    _ = widths.update(fromContentsOf: self.widths)
    _ = heights.update(fromContentsOf: self.heights)
  }
}

@Suite("Flow layout: sizes read in bulk")
struct FlowBulkSizesTests {
  @Test("a data source that writes its sizes in bulk gets the same frames")
  func bulkSizes() throws {
    let layout = FlowLayout()
    try layout.prepare(
      for: Viewport(size: Size(width: 120, height: 400)),
      dataSource: BulkSizes(widths: [50, 70, 30], heights: [20, 40, 10]))
    // avail 120, spacing 10: 50 + 10 + 70 = 130 > 120, so 50 alone (remaining 60 < 70);
    // lines: [50], [70, 30] (70 + 10 + 30 = 110 fits). Line 1 is complete with one item:
    // centered at (120 - 50) / 2 = 35, 20 tall. Line 2 is the last line, not complete
    // (remaining 120 - 80 - 40 = 0 differs from line 1's 60): leading, 70 at 0 and 30 at
    // 80, 40 tall at y 30; the short item centered at 30 + 15 = 45.
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 0, section: 0)))?.frame
        == Rect(x: 35, y: 0, width: 50, height: 20))
    #expect(
      layout.attributes(for: .cell(IndexPath(item: 2, section: 0)))?.frame
        == Rect(x: 80, y: 45, width: 30, height: 10))
    #expect(layout.contentSize.height == 70)
  }

  @Test("sizes written in bulk are checked like any other")
  func bulkSizesAreChecked() throws {
    let layout = FlowLayout()
    let error = #expect(throws: LayoutError.self) {
      try layout.prepare(
        for: Viewport(size: Size(width: 120, height: 400)),
        dataSource: BulkSizes(widths: [50, .nan, 30], heights: [20, 40, -1]))
    }
    #expect(error?.input == .itemSize(IndexPath(item: 1, section: 0)))
    #expect(layout.numberOfSections == 0)
  }
}
