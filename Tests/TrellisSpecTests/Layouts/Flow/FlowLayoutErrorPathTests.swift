import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

/// A flow spec built in code, with `configure` applied to its configuration.
private func spec(
  viewport: Viewport = Spec.defaultViewport,
  configure: (inout FlowLayout.Configuration) -> Void = { _ in },
  sections: [FlowContent.Section] = [.init(itemCount: 1)]
) -> Spec {
  var configuration = FlowLayout.Configuration()
  configure(&configuration)
  return Spec(
    FlowSpec(configuration: configuration, content: FlowContent(sections: sections)),
    viewport: viewport)
}

private let size = Size(width: 50, height: 50)
private let bad = EdgeInsets(top: 0, left: -1, bottom: 0, right: 0)

@Suite("Errors from preparing a layout name the spec field")
struct FlowLayoutErrorPathTests {
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
      (.init(itemCount: 1, values: .init(inset: bad)), "$.sections[1].inset"),
      (
        .init(itemCount: 1, values: .init(minimumLineSpacing: -1)),
        "$.sections[1].minimumLineSpacing"
      ),
      (
        .init(itemCount: 1, values: .init(minimumInteritemSpacing: -1)),
        "$.sections[1].minimumInteritemSpacing"
      ),
      (
        .init(itemCount: 1, values: .init(headerReferenceSize: Size(width: 0, height: -1))),
        "$.sections[1].headerSize"
      ),
      (
        .init(itemCount: 1, values: .init(footerReferenceSize: Size(width: 0, height: -1))),
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

/// Behaviors that are all off but for what `configure` turns on.
private func behaviors(_ configure: (inout SectionBehaviors) -> Void) -> SectionBehaviors {
  var behaviors = SectionBehaviors()
  configure(&behaviors)
  return behaviors
}

@Suite("Errors from preparing a layout's behaviors name the spec field")
struct BehaviorErrorPathTests {
  @Test(
    "the collection header and footer and the layout-wide background map to their fields",
    arguments: [
      (
        behaviors { $0.collectionHeader = CollectionSupplementary(length: -1) },
        "$.layout.collectionHeader.height", LayoutError.invalidValue(.collectionHeader, -1),
        "the collection header's length has the value -1.0; it must be finite and not negative"
      ),
      (
        behaviors { $0.collectionHeader = CollectionSupplementary(length: 60, parallax: 2) },
        "$.layout.collectionHeader.parallax", .invalidValue(.collectionHeaderParallax, 2),
        "the collection header's parallax is 2.0; it must be between 0 and 1"
      ),
      (
        behaviors { $0.collectionHeader = CollectionSupplementary(length: 60, parallax: -0.5) },
        "$.layout.collectionHeader.parallax", .invalidValue(.collectionHeaderParallax, -0.5),
        "the collection header's parallax is -0.5; it must be between 0 and 1"
      ),
      (
        behaviors { $0.collectionFooter = CollectionSupplementary(length: .infinity) },
        "$.layout.collectionFooter.height", .invalidValue(.collectionFooter, .infinity),
        "the collection footer's length has the value inf; it must be finite and not negative"
      ),
      (
        behaviors { $0.sectionBackground = SectionBackground(insets: bad) },
        "$.layout.sectionBackground.insets",
        .invalidValue(.sectionBackgroundInsets(section: nil), -1),
        "the layout-wide section background insets has the value -1.0; it must be finite and "
          + "not negative"
      ),
    ])
  func layoutWide(
    behaviors: SectionBehaviors, path: String, error: LayoutError, sentence: String
  ) {
    let specError = layoutError(spec(configure: { $0.behaviors = behaviors }))
    #expect(specError?.path.description == path)
    #expect(specError?.problem == .layout(error))
    #expect(specError?.description == "\(path): \(sentence)")
  }

  @Test("a section's own background maps to the section's field")
  func sectionBackground() {
    let sections: [FlowContent.Section] = [
      .init(itemCount: 2, values: .init(background: SectionBackground())),
      .init(itemCount: 1, values: .init(background: SectionBackground(insets: bad))),
    ]
    let error = layoutError(spec(sections: sections))
    #expect(error?.path.description == "$.sections[1].sectionBackground.insets")
    #expect(error?.problem == .layout(.invalidValue(.sectionBackgroundInsets(section: 1), -1)))
    #expect(
      error?.description
        == "$.sections[1].sectionBackground.insets: the section background insets of section 1 "
        + "has the value -1.0; it must be finite and not negative")
  }

  @Test("a bad layout-wide background is reported before any section's own")
  func layoutWideFirst() {
    let error = layoutError(
      spec(
        configure: { $0.behaviors.sectionBackground = SectionBackground(insets: bad) },
        sections: [.init(itemCount: 1, values: .init(background: SectionBackground(insets: bad)))]))
    #expect(error?.path.description == "$.layout.sectionBackground.insets")
  }

  @Test("good behaviors prepare without error")
  func valid() {
    let error = layoutError(
      spec(
        configure: {
          $0.behaviors.sectionHeadersPinToVisibleBounds = true
          $0.behaviors.collectionHeader = CollectionSupplementary(
            length: 0, isStretchy: true, parallax: 1)
          $0.behaviors.collectionFooter = CollectionSupplementary(length: 10)
          $0.behaviors.sectionBackground = SectionBackground(zIndex: .min)
        },
        sections: [.init(itemCount: 1, values: .init(background: SectionBackground(insets: .zero)))]
      ))
    #expect(error == nil)
  }
}
