import Foundation
import Testing

/// Carousel specs that used to crash `trellis layout` and `play`: each now ends with one
/// error line naming the field, and status 2.
@Suite("trellis layout and play: hostile carousel specs")
struct CarouselHostileSpecCommandTests {
  static let itemSizeRule =
    "the carousel's item size is 1000000000000.0; it must be from 0.01 to 999999999999.9999"

  @Test("an enormous item length is an error at the item size")
  func enormousItemLength() throws {
    let run = try TrellisExecutable.run(
      ["layout", "-"],
      stdin: #"{"viewport": {"width": 390, "height": 340}, "layout": {"type": "carousel", "#
        + #""itemSize": [1e12, 280]}, "sections": [{"items": 3}]}"#)
    #expect(
      run
        == .init(
          status: 2, stdout: "", stderr: "error: <stdin>: $.layout.itemSize: \(Self.itemSizeRule)\n"
        ))
  }

  @Test("a transition to a carousel of an enormous item length names the field in the action")
  func enormousItemLengthInTransition() throws {
    let run = try TrellisExecutable.run(
      ["play", "-"],
      stdin: #"{"viewport": {"width": 390, "height": 340}, "sections": [{"items": 3}], "#
        + #""actions": [{"transition": {"layout": {"type": "carousel", "itemSize": [1e12, 280]}}}]}"#
    )
    #expect(
      run
        == .refusal(
          "error: <stdin>: $.actions[0].transition.layout.itemSize: \(Self.itemSizeRule)\n")
    )
  }

  @Test("a tiny item is an error too, and a scrollTo item near Int32.max is no item")
  func otherLimits() throws {
    let tiny = try TrellisExecutable.run(
      ["layout", "-"],
      stdin:
        #"{"layout": {"type": "carousel", "itemSize": [1e-300, 280]}, "sections": [{"items": 3}]}"#)
    #expect(
      tiny
        == .refusal(
          "error: <stdin>: $.layout.itemSize: the carousel's item size is 1e-300; it must "
            + "be from 0.01 to 1000000000000.0\n"))
    let far = try TrellisExecutable.run(
      ["play", "-"],
      stdin: #"{"layout": {"type": "carousel"}, "sections": [{"items": 3}], "#
        + #""actions": [{"scrollTo": {"item": [0, 2147483647]}}]}"#)
    #expect(
      far
        == .refusal(
          "error: <stdin>: $.actions[0].scrollTo.item: there is no item 2147483647 in "
            + "section 0\n"))
  }
}
