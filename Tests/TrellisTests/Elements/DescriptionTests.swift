import PropertyBased
import Testing
import Trellis

/// What printing the core's values shows: one line of Swift-like text, with no module
/// names and no 4x4 matrix for the identity transform.
@Suite("Descriptions")
struct DescriptionTests {
  @Test("geometry prints as the initializer that creates it")
  func geometry() {
    #expect(Point(x: 20, y: -65.5).description == "Point(x: 20.0, y: -65.5)")
    #expect(Size(width: 375, height: 1240).description == "Size(width: 375.0, height: 1240.0)")
    #expect(
      Rect(x: 0, y: 700, width: 375, height: 50).description
        == "Rect(x: 0.0, y: 700.0, width: 375.0, height: 50.0)")
    #expect(
      EdgeInsets(top: 15, left: 20, bottom: 0.25, right: 1e20).description
        == "EdgeInsets(top: 15.0, left: 20.0, bottom: 0.25, right: 1e+20)")
  }

  @Test("index paths and element ids print as section.item after their kind")
  func identity() {
    #expect(IndexPath(item: 5, section: 2).description == "2.5")
    #expect(ElementID.cell(IndexPath(item: 3, section: 0)).description == "cell 0.3")
    #expect(
      ElementID.supplementary(.sectionHeader, IndexPath(item: 0, section: 1)).description
        == "supplementary header 1.0")
    #expect(
      ElementID.decoration(.sectionBackground, IndexPath(item: 0, section: 2)).description
        == "decoration sectionBackground 2.0")
    #expect(
      ElementID.supplementary(.custom("dayHeader"), IndexPath(item: 4, section: 0)).description
        == "supplementary dayHeader 0.4")
  }

  @Test("attributes print their id and frame, then only what differs from the defaults")
  func attributes() {
    let cell = LayoutAttributes(
      id: .cell(IndexPath(item: 1, section: 0)),
      frame: Rect(x: 255, y: 65, width: 100, height: 120))
    #expect(cell.description == "cell 0.1 Rect(x: 255.0, y: 65.0, width: 100.0, height: 120.0)")

    let pinned = LayoutAttributes(
      id: .supplementary(.sectionHeader, IndexPath(item: 0, section: 1)),
      frame: Rect(x: 0, y: 700, width: 375, height: 50), alpha: 0.5, zIndex: 1024,
      isHidden: true)
    #expect(
      pinned.description
        == "supplementary header 1.0 Rect(x: 0.0, y: 700.0, width: 375.0, height: 50.0), "
        + "zIndex: 1024, alpha: 0.5, hidden")

    let moved = LayoutAttributes(
      id: .cell(IndexPath(item: 0, section: 0)), frame: Rect(x: 0, y: 0, width: 10, height: 10),
      transform3D: .translation(x: 3, y: -4))
    #expect(
      moved.description
        == "cell 0.0 Rect(x: 0.0, y: 0.0, width: 10.0, height: 10.0), transform3D: "
        + "[1.0 0.0 0.0 0.0; 0.0 1.0 0.0 0.0; 0.0 0.0 1.0 0.0; 3.0 -4.0 0.0 1.0]")
  }

  @Test("a rect's description names its exact values, whatever they are")
  func rectRoundTrips() async {
    let coordinate = Gen<Double>.value(in: -1e12...1e12)
    let extent = Gen<Double>.value(in: 0...1e12)
    await propertyCheck(count: 500, input: coordinate, coordinate, extent, extent) {
      x, y, width, height in
      let rect = Rect(x: x, y: y, width: width, height: height)
      let numbers = numbers(in: rect.description, labels: ["x", "y", "width", "height"])
      #expect(numbers == [x, y, width, height], "\(rect)")
    }
  }

  @Test("insets and points name their exact values too")
  func insetsAndPointsRoundTrip() async {
    let value = Gen<Double>.value(in: -1e300...1e300)
    await propertyCheck(count: 500, input: value, value, value, value) { a, b, c, d in
      let insets = EdgeInsets(top: a, left: b, bottom: c, right: d)
      #expect(
        numbers(in: insets.description, labels: ["top", "left", "bottom", "right"])
          == [a, b, c, d])
      #expect(numbers(in: Point(x: a, y: b).description, labels: ["x", "y"]) == [a, b])
      #expect(
        numbers(in: Size(width: c, height: d).description, labels: ["width", "height"])
          == [c, d])
    }
  }
}

/// The numbers after `label: ` in `text`, in the order of `labels`; `nil` for a label
/// that is missing or not followed by a number.
private func numbers(in text: String, labels: [String]) -> [Double?] {
  labels.map { label in
    guard let start = text.firstRange(of: label + ": ")?.upperBound else { return nil }
    let number = text[start...].prefix { $0 != "," && $0 != ")" }
    return Double(number)
  }
}
