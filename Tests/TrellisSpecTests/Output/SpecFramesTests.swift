import Testing
import Trellis
import TrellisSpec

@Suite("The frames of a spec in one call")
struct SpecFramesTests {
  static let json = #"{"viewport": {"width": 120}, "sections": [{"items": 3}]}"#

  @Test("frames() gives every element's frame, as docs/spec.md shows")
  func frames() throws {
    // 50 × 50 items, 10 apart: two on the first line, spread to the edges, one on the next.
    let frames = try Spec(json: Self.json).frames()
    #expect(
      frames == [
        .cell(IndexPath(item: 0, section: 0)): Rect(x: 0, y: 0, width: 50, height: 50),
        .cell(IndexPath(item: 1, section: 0)): Rect(x: 70, y: 0, width: 50, height: 50),
        .cell(IndexPath(item: 2, section: 0)): Rect(x: 0, y: 60, width: 50, height: 50),
      ])
    #expect(
      "\(frames[.cell(IndexPath(item: 2, section: 0))]!)"
        == "Rect(x: 0.0, y: 60.0, width: 50.0, height: 50.0)")
  }

  @Test("LayoutReport(spec:) is what trellis layout prints, and in: keeps a rect's elements")
  func report() throws {
    let spec = try Spec(json: Self.json)
    let report = try LayoutReport(spec: spec)
    #expect(report == LayoutReport(try spec.makeLayout()))
    #expect(report.contentSize == Size(width: 120, height: 110))
    #expect(report.elements.count == 3)
    let below = try LayoutReport(spec: spec, in: Rect(x: 0, y: 55, width: 120, height: 10))
    #expect(below.elements.map(\.id) == [.cell(IndexPath(item: 2, section: 0))])
    #expect(below.contentSize == Size(width: 120, height: 110))
  }

  @Test("a value the layout refuses is a spec error naming its field")
  func refused() throws {
    let spec = try Spec(
      json: #"{"layout": {"itemSize": [375, 1e308]}, "sections": [{"items": 3}]}"#)
    let message =
      "$.layout.itemSize: the layout-wide item size is 1e+308; it must be from 0.0 to "
      + "1000000000000.0"
    let framesError = #expect(throws: SpecError.self) { try spec.frames() }
    #expect(framesError?.description == message)
    let reportError = #expect(throws: SpecError.self) { try LayoutReport(spec: spec) }
    #expect(reportError?.description == message)
  }
}
