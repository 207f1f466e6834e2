import Testing
import Trellis
import TrellisSpec

/// A flow spec built in code, bypassing the checks of the JSON reader.
private func spec(
  viewport: Viewport = Spec.defaultViewport,
  configure: (inout FlowLayout.Configuration) -> Void = { _ in },
  sections: [FlowContent.Section] = [.init(itemCount: 1)]
) -> Spec {
  var configuration = FlowLayout.Configuration()
  configure(&configuration)
  return Spec(
    viewport: viewport,
    layout: .flow(FlowSpec(configuration: configuration, content: FlowContent(sections: sections))))
}

private func layoutError(_ spec: Spec) -> SpecError? {
  do {
    _ = try spec.makeLayout()
    return nil
  } catch {
    return error
  }
}

private let size = Size(width: 50, height: 50)
private let bad = EdgeInsets(top: 0, left: -1, bottom: 0, right: 0)

@Suite("Errors from preparing a layout name the spec field")
struct LayoutErrorPathTests {
  @Test(
    "values of the viewport",
    arguments: [
      (
        Viewport(size: Size(width: -1, height: 10)), "$.viewport.width", LayoutInput.viewportSize,
        -1.0
      ),
      (Viewport(size: Size(width: 10, height: -2)), "$.viewport.height", .viewportSize, -2),
      (Viewport(size: size, scale: 0), "$.viewport.scale", .scale, 0),
      (
        Viewport(size: size, contentOffset: Point(x: 0, y: .infinity)), "$.viewport.contentOffset",
        .contentOffset, .infinity
      ),
      (Viewport(size: size, contentInset: bad), "$.viewport.contentInset", .contentInset, -1),
      (Viewport(size: size, safeAreaInsets: bad), "$.viewport.safeAreaInsets", .safeAreaInsets, -1),
      (Viewport(size: size, layoutMargins: bad), "$.viewport.layoutMargins", .layoutMargins, -1),
    ])
  func viewport(viewport: Viewport, path: String, input: LayoutInput, value: Double) {
    let error = layoutError(spec(viewport: viewport))
    #expect(error?.path.description == path)
    #expect(error?.problem == .layout(.invalidValue(input, value)))
  }

  @Test("a NaN viewport height is named too")
  func nanHeight() {
    let error = layoutError(spec(viewport: Viewport(size: Size(width: 10, height: .nan))))
    #expect(error?.path.description == "$.viewport.height")
  }

  @Test("layout-wide values map to the layout object")
  func layoutWide() {
    let cases: [(configure: (inout FlowLayout.Configuration) -> Void, path: String)] = [
      ({ $0.itemSize.width = -5 }, "$.layout.itemSize"),
      ({ $0.minimumLineSpacing = -1 }, "$.layout.minimumLineSpacing"),
      ({ $0.minimumInteritemSpacing = .nan }, "$.layout.minimumInteritemSpacing"),
      ({ $0.sectionInset = bad }, "$.layout.sectionInset"),
      ({ $0.headerReferenceSize.height = -1 }, "$.layout.headerReferenceSize"),
      ({ $0.footerReferenceSize.height = .infinity }, "$.layout.footerReferenceSize"),
    ]
    for (configure, path) in cases {
      #expect(layoutError(spec(configure: configure))?.path.description == path)
    }
  }

  @Test(
    "per-section values map to the section's own field",
    arguments: [
      (FlowContent.Section(itemCount: -1), "$.sections[1].items"),
      (.init(itemSizes: [size, Size(width: 5, height: -5)]), "$.sections[1].itemSizes[1]"),
      (.init(itemCount: 1, inset: bad), "$.sections[1].inset"),
      (.init(itemCount: 1, minimumLineSpacing: -1), "$.sections[1].minimumLineSpacing"),
      (.init(itemCount: 1, minimumInteritemSpacing: -1), "$.sections[1].minimumInteritemSpacing"),
      (
        .init(itemCount: 1, headerReferenceSize: Size(width: 0, height: -1)),
        "$.sections[1].headerSize"
      ),
      (
        .init(itemCount: 1, footerReferenceSize: Size(width: 0, height: -1)),
        "$.sections[1].footerSize"
      ),
    ])
  func perSection(section: FlowContent.Section, path: String) {
    let error = layoutError(spec(sections: [.init(itemCount: 2), section]))
    #expect(error?.path.description == path)
  }

  @Test("the message is the path followed by the layout's own sentence")
  func message() {
    let error = layoutError(
      spec(sections: [.init(itemCount: 2), .init(itemSizes: [Size(width: -5, height: 10)])]))
    let layoutError = LayoutError.invalidValue(.itemSize(IndexPath(item: 0, section: 1)), -5)
    #expect(error?.problem == .layout(layoutError))
    #expect(error?.description == "$.sections[1].itemSizes[0]: \(layoutError)")
  }
}
