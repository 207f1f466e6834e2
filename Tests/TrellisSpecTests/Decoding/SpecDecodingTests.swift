import Testing
import Trellis
import TrellisSpec

@Suite("Reading specs")
struct SpecDecodingTests {
  private func flow(_ json: String) throws -> FlowSpec {
    let spec = try Spec(json: json)
    guard let flow = spec.layout.as(FlowSpec.self) else {
      Issue.record("expected a flow layout")
      return FlowSpec(content: FlowContent(sections: []))
    }
    return flow
  }

  @Test("a spec with only sections has the default viewport and UIKit's flow layout")
  func defaults() throws {
    let spec = try Spec(json: #"{"sections": []}"#)
    #expect(spec.viewport == Viewport(size: Size(width: 375, height: 667)))
    #expect(spec.viewport.scale == 1)
    #expect(spec.viewport.contentOffset == .zero)
    #expect(spec.viewport.contentInset == .zero)
    #expect(spec.viewport.safeAreaInsets == .zero)
    #expect(spec.viewport.layoutMargins == .zero)
    #expect(spec.viewport.layoutDirection == .leftToRight)
    #expect(spec.layout == LayoutSpec(FlowSpec(content: FlowContent(sections: []))))
    #expect(spec.layout.typeName == "flow")

    let configuration = FlowLayout.Configuration()
    #expect(configuration.scrollDirection == .vertical)
    #expect(configuration.itemSize == Size(width: 50, height: 50))
    #expect(configuration.minimumLineSpacing == 10)
    #expect(configuration.minimumInteritemSpacing == 10)
    #expect(configuration.sectionInset == .zero)
    #expect(configuration.sectionInsetReference == .fromContentInset)
    #expect(configuration.headerReferenceSize == .zero)
    #expect(configuration.footerReferenceSize == .zero)
    #expect(configuration.alignment == .uikit)
    #expect(configuration.verticalAlignment == .center)
  }

  @Test("an empty layout object and an empty viewport object change nothing")
  func emptyObjects() throws {
    let spec = try Spec(json: #"{"viewport": {}, "layout": {}, "sections": []}"#)
    #expect(spec == (try Spec(json: #"{"sections": []}"#)))
    let typed = try Spec(json: #"{"layout": {"type": "flow"}, "sections": []}"#)
    #expect(typed == spec)
  }

  @Test("every viewport field is read")
  func viewportFields() throws {
    let spec = try Spec(
      json: """
        {"viewport": {"width": 320, "height": 480.5, "scale": 3, "contentOffset": [-4, 12.5],
                      "contentInset": [1, 2, 3, 4], "safeAreaInsets": [5, 6, 7, 8],
                      "layoutMargins": [9, 10, 11, 12], "layoutDirection": "rightToLeft"},
         "sections": []}
        """)
    #expect(
      spec.viewport
        == Viewport(
          size: Size(width: 320, height: 480.5),
          contentOffset: Point(x: -4, y: 12.5),
          contentInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
          safeAreaInsets: EdgeInsets(top: 5, left: 6, bottom: 7, right: 8),
          layoutMargins: EdgeInsets(top: 9, left: 10, bottom: 11, right: 12),
          scale: 3,
          layoutDirection: .rightToLeft))
  }

  @Test("a viewport with only a width keeps the default height")
  func partialViewport() throws {
    let spec = try Spec(json: #"{"viewport": {"width": 120}, "sections": []}"#)
    #expect(spec.viewport.size == Size(width: 120, height: 667))
  }

  @Test("every flow layout field is read")
  func layoutFields() throws {
    let flow = try flow(
      """
      {"layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": [30, 40],
                  "minimumLineSpacing": 1.5, "minimumInteritemSpacing": 0,
                  "sectionInset": [1, 2, 3, 4], "sectionInsetReference": "fromLayoutMargins",
                  "headerReferenceSize": [20, 45], "footerReferenceSize": [10, 30],
                  "alignment": "trailing", "verticalAlignment": "bottom"},
       "sections": []}
      """)
    var expected = FlowLayout.Configuration()
    expected.scrollDirection = .horizontal
    expected.itemSize = Size(width: 30, height: 40)
    expected.minimumLineSpacing = 1.5
    expected.minimumInteritemSpacing = 0
    expected.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    expected.sectionInsetReference = .fromLayoutMargins
    expected.headerReferenceSize = Size(width: 20, height: 45)
    expected.footerReferenceSize = Size(width: 10, height: 30)
    expected.alignment = .trailing
    expected.verticalAlignment = .bottom
    #expect(flow.configuration == expected)
  }

  @Test(
    "every alignment name is read",
    arguments: [
      ("uikit", FlowLayout.Alignment.uikit), ("justified", .justified), ("leading", .leading),
      ("center", .center), ("trailing", .trailing),
    ])
  func alignments(name: String, alignment: FlowLayout.Alignment) throws {
    let flow = try flow(#"{"layout": {"alignment": "\#(name)"}, "sections": []}"#)
    #expect(flow.configuration.alignment == alignment)
  }

  @Test(
    "every vertical alignment name is read",
    arguments: [
      ("top", FlowLayout.VerticalAlignment.top), ("center", .center), ("bottom", .bottom),
    ])
  func verticalAlignments(name: String, alignment: FlowLayout.VerticalAlignment) throws {
    let flow = try flow(#"{"layout": {"verticalAlignment": "\#(name)"}, "sections": []}"#)
    #expect(flow.configuration.verticalAlignment == alignment)
  }

  @Test(
    "every section inset reference is read",
    arguments: [
      ("fromContentInset", FlowLayout.SectionInsetReference.fromContentInset),
      ("fromSafeArea", .fromSafeArea), ("fromLayoutMargins", .fromLayoutMargins),
    ])
  func insetReferences(name: String, reference: FlowLayout.SectionInsetReference) throws {
    let flow = try flow(#"{"layout": {"sectionInsetReference": "\#(name)"}, "sections": []}"#)
    #expect(flow.configuration.sectionInsetReference == reference)
  }

  @Test(
    "both scroll and layout directions are read",
    arguments: [
      ("vertical", ScrollDirection.vertical, "leftToRight", LayoutDirection.leftToRight),
      ("horizontal", .horizontal, "rightToLeft", .rightToLeft),
    ])
  func directions(
    scroll: String, scrollDirection: ScrollDirection, layout: String,
    layoutDirection: LayoutDirection
  ) throws {
    let spec = try Spec(
      json: """
        {"viewport": {"layoutDirection": "\(layout)"},
         "layout": {"scrollDirection": "\(scroll)"}, "sections": []}
        """)
    guard let flow = spec.layout.as(FlowSpec.self) else { return }
    #expect(flow.configuration.scrollDirection == scrollDirection)
    #expect(spec.viewport.layoutDirection == layoutDirection)
  }

  @Test("every section field is read, and absent ones fall back to the layout")
  func sectionFields() throws {
    let flow = try flow(
      """
      {"sections": [
        {"items": 7},
        {"itemSizes": [[50, 60], [70, 40]], "inset": [10, 11, 12, 13], "minimumLineSpacing": 4,
         "minimumInteritemSpacing": 2, "headerSize": [0, 45], "footerSize": [0, 30]},
        {"items": 0},
        {"items": 1, "itemSizes": [[0, 0]]}
      ]}
      """)
    #expect(
      flow.content
        == FlowContent(sections: [
          .init(itemCount: 7),
          .init(
            itemSizes: [Size(width: 50, height: 60), Size(width: 70, height: 40)],
            values: .init(
              inset: EdgeInsets(top: 10, left: 11, bottom: 12, right: 13), minimumLineSpacing: 4,
              minimumInteritemSpacing: 2, headerReferenceSize: Size(width: 0, height: 45),
              footerReferenceSize: Size(width: 0, height: 30))),
          .init(itemCount: 0),
          .init(itemSizes: [Size(width: 0, height: 0)]),
        ]))
  }

  @Test("whole numbers may be written with a fraction or an exponent")
  func numberForms() throws {
    let flow = try flow(#"{"sections": [{"items": 3.0}, {"items": 2e1}, {"items": 0.5e1}]}"#)
    #expect(flow.content.sections.map(\.itemCount) == [3, 20, 5])
  }

  @Test("the largest accepted item count is the largest 32-bit integer")
  func largestCount() throws {
    let flow = try flow(#"{"sections": [{"items": 2147483647}]}"#)
    #expect(flow.content.sections[0].itemCount == 2_147_483_647)
  }

  @Test("fields may come in any order, and the layout may follow the sections")
  func fieldOrder() throws {
    let spec = try Spec(
      json: #"{"sections": [{"items": 1}], "layout": {"itemSize": [10, 20]}, "viewport": {}}"#)
    guard let flow = spec.layout.as(FlowSpec.self) else { return }
    #expect(flow.configuration.itemSize == Size(width: 10, height: 20))
  }

  @Test("strings may use escapes, and the text may start with a byte order mark")
  func escapesAndByteOrderMark() throws {
    let escaped = try flow(#"{"layout": {"alignment": "le\u0061d\u0069ng"}, "sections": []}"#)
    #expect(escaped.configuration.alignment == .leading)
    let bytes = [0xEF, 0xBB, 0xBF] + Array(#"{"sections": []}"#.utf8)
    #expect(try Spec(json: bytes) == Spec(json: #"{"sections": []}"#))
  }
}
