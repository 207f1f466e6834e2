import Testing
import Trellis

@Suite("Element identity and attributes")
struct ElementsTests {
  @Test("index paths order by section, then by item")
  func indexPathOrder() {
    let paths = [
      IndexPath(item: 3, section: 1), IndexPath(item: 0, section: 2),
      IndexPath(item: 9, section: 0), IndexPath(item: 1, section: 1),
    ]
    #expect(
      paths.sorted() == [
        IndexPath(item: 9, section: 0), IndexPath(item: 1, section: 1),
        IndexPath(item: 3, section: 1), IndexPath(item: 0, section: 2),
      ])
    #expect(IndexPath(item: 5, section: 2).description == "2.5")
  }

  @Test("an element id knows its category, kind and index path")
  func elementIDParts() {
    let path = IndexPath(item: 4, section: 1)
    #expect(ElementID.cell(path).category == .cell)
    #expect(ElementID.cell(path).kind == nil)
    #expect(ElementID.cell(path).indexPath == path)
    let header = ElementID.supplementary(.sectionHeader, path)
    #expect(header.category == .supplementary && header.kind == .sectionHeader)
    let background = ElementID.decoration(.sectionBackground, path)
    #expect(background.category == .decoration && background.indexPath == path)
    #expect(ElementID.cell(path) != ElementID.supplementary(.sectionHeader, path))
  }

  @Test(
    "element kinds round-trip through their names",
    arguments: [
      (ElementKind.sectionHeader, "header"), (.sectionFooter, "footer"),
      (.collectionHeader, "collectionHeader"), (.collectionFooter, "collectionFooter"),
      (.sectionBackground, "sectionBackground"), (.custom("shelf"), "shelf"),
    ])
  func kindNames(kind: ElementKind, name: String) {
    #expect(kind.name == name)
    #expect(ElementKind(name: name) == kind)
  }

  @Test("attributes default to UIKit's values")
  func attributeDefaults() {
    let attributes = LayoutAttributes(id: .cell(IndexPath(item: 0, section: 0)), frame: .zero)
    #expect(attributes.alpha == 1)
    #expect(attributes.zIndex == 0)
    #expect(!attributes.isHidden)
    #expect(attributes.transform3D == .identity)
    #expect(attributes.category == .cell)
    #expect(attributes.indexPath == IndexPath(item: 0, section: 0))
  }

  @Test("setting the center moves the frame and setting the size keeps the center")
  func centerAndSize() {
    var attributes = LayoutAttributes(
      id: .cell(IndexPath(item: 0, section: 0)), frame: rect(10, 20, 40, 60))
    #expect(attributes.center == Point(x: 30, y: 50))  // 10 + 40 / 2, 20 + 60 / 2
    attributes.center = Point(x: 100, y: 100)
    #expect(attributes.frame == rect(80, 70, 40, 60))  // 100 - 20, 100 - 30
    attributes.size = Size(width: 20, height: 100)
    #expect(attributes.frame == rect(90, 50, 20, 100))  // 100 - 10, 100 - 50
    #expect(attributes.size == Size(width: 20, height: 100))
  }
}
