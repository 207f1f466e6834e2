import Testing
import Trellis
import TrellisAdapter

@Suite("Element kinds under UIKit's names")
struct ElementKindNameTests {
  @Test("section headers and footers take UIKit's names, other kinds keep theirs, both ways")
  func names() {
    let kinds: [ElementKind] = [
      .sectionHeader, .sectionFooter, .collectionHeader, .sectionBackground, .dayHeader,
      .custom("badge"),
    ]
    #expect(
      kinds.map(\.uikitName) == [
        "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter",
        "collectionHeader", "sectionBackground", "dayHeader", "badge",
      ])
    for kind in kinds { #expect(ElementKind(uikitName: kind.uikitName) == kind) }
    #expect(ElementKind(uikitName: "header") == .sectionHeader)
  }
}
