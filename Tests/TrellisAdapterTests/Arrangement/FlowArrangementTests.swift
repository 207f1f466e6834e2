import Testing
import Trellis
import TrellisAdapter

@Suite("Flow arrangement: lines of a few views for SwiftUI")
struct FlowArrangementTests {
  func arrangement() -> FlowArrangement {
    var configuration = FlowLayout.Configuration()
    configuration.minimumInteritemSpacing = 8
    configuration.minimumLineSpacing = 10
    configuration.alignment = .leading
    return FlowArrangement(configuration: configuration)
  }

  let sizes = [
    Size(width: 60, height: 30), Size(width: 80, height: 30), Size(width: 20, height: 20),
  ]

  @Test("defect 8: views wrap where the proposed width runs out")
  func wraps() throws {
    let result = try arrangement().arrange(sizes, width: 100)
    #expect(
      result.frames == [
        Rect(x: 0, y: 0, width: 60, height: 30), Rect(x: 0, y: 40, width: 80, height: 30),
        Rect(x: 0, y: 80, width: 20, height: 20),
      ])
    #expect(result.size == Size(width: 100, height: 100))
    // A text 250 points long on one line wraps into lines of 20 points at a narrower
    // proposal. Measured with the width of a line (100 less insets of 10), it stays
    // inside the line instead of running 250 points past it.
    var inset = arrangement()
    inset.configuration.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    let text = try inset.arrange(count: 1, width: 100) { _, proposed in
      guard let proposed, proposed < 250 else { return Size(width: 250, height: 20) }
      return Size(width: proposed, height: 20 * (250 / proposed).rounded(.up))
    }
    #expect(text.frames == [Rect(x: 10, y: 0, width: 80, height: 80)])
    #expect(text.size == Size(width: 100, height: 80))
  }

  @Test("without a width the views stand on one line")
  func oneLine() throws {
    let result = try arrangement().arrange(sizes, width: nil)
    #expect(
      result.frames == [
        Rect(x: 0, y: 0, width: 60, height: 30), Rect(x: 68, y: 0, width: 80, height: 30),
        Rect(x: 156, y: 5, width: 20, height: 20),
      ])
    #expect(result.size == Size(width: 176, height: 30))
  }

  @Test("a size the flow layout refuses is a typed error")
  func refused() {
    #expect(throws: LayoutError.self) {
      try arrangement().arrange([Size(width: -1, height: 10)], width: 100)
    }
  }
}
