import Testing
import Trellis

extension LayoutInput {
  /// An input of a layout declared outside the core, as a custom layout declares one.
  fileprivate static var ringRadius: Self {
    Self(Kind("the ring radius", invalidValue: .positive))
  }
}

extension LayoutInput.Kind {
  /// A kind of value that belongs to a section, an item or a number.
  fileprivate static var spokeCount: Self {
    Self(
      "spoke count", countLimit: 12,
      invalidCount: LayoutInput.Requirement(
        lead: "the rest of ", verb: "after halving is", "it must be 0"))
  }
}

@Suite("Layout inputs: each layout declares its own")
struct LayoutInputTests {
  @Test("an input declared outside the core reads in an error like a built-in one")
  func customInput() {
    #expect(
      LayoutError.invalidValue(.ringRadius, -2).description
        == "the ring radius has the value -2.0; it must be finite and greater than zero")
    #expect(
      LayoutError.countAboveLimit(.ringRadius, 3, limit: 2).description
        == "the ring radius is 3; it must be at most 2")
  }

  @Test("the subject decides how the phrase reads")
  func subjects() {
    #expect(LayoutInput(.spokeCount).description == "spoke count")
    #expect(LayoutInput(.spokeCount, .numbered(4)).description == "spoke count 4")
    #expect(LayoutInput(.spokeCount, .section(2)).description == "the spoke count of section 2")
    #expect(LayoutInput(.spokeCount, .section(nil)).description == "the layout-wide spoke count")
    #expect(
      LayoutInput(.spokeCount, .item(IndexPath(item: 1, section: 3))).description
        == "the spoke count of item 1 in section 3")
  }

  @Test("a kind's requirement words the error of a rejected count")
  func requirement() {
    #expect(
      LayoutError.invalidCount(LayoutInput(.spokeCount, .section(0)), -1).description
        == "the rest of the spoke count of section 0 after halving is -1; it must be 0")
    #expect(LayoutInput.Kind.spokeCount.countLimit == 12)
    #expect(LayoutInput.Kind.itemSize.countLimit == .max)
  }

  @Test("inputs are equal when kind and subject are")
  func equality() {
    #expect(
      LayoutInput.itemSize(IndexPath(item: 0, section: 1))
        == LayoutInput(.itemSize, .item(IndexPath(item: 0, section: 1))))
    #expect(
      LayoutInput.itemSize(IndexPath(item: 0, section: 1))
        != .itemSize(IndexPath(item: 1, section: 0)))
    #expect(LayoutInput.sectionInset(section: nil) != .sectionInset(section: 0))
    #expect(LayoutInput.numberOfItems(section: 2) != LayoutInput(.appendedItemCount, .numbered(2)))
  }

  @Test(
    "built-in inputs keep their words",
    arguments: [
      (LayoutInput.numberOfItems(section: 3), "the number of items in section 3"),
      (.columnCount(section: nil), "the layout-wide number of columns"),
      (.eventDay(5), "the day of event 5"),
      (.itemHeight(IndexPath(item: 2, section: 1)), "the height of item 2 in section 1"),
      (.carouselItemSize, "the carousel's item size"),
    ])
  func builtIn(input: LayoutInput, words: String) {
    #expect(input.description == words)
  }
}
