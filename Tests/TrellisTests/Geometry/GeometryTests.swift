import Testing
import Trellis

@Suite("Geometry values")
struct GeometryTests {
  @Test("a rectangle derives its edges, center and extents from origin and size")
  func rectangleEdges() {
    let frame = rect(10, 20, 30, 40)
    // x runs 10...40 and y 20...60; the center is (10 + 15, 20 + 20).
    #expect(frame.minX == 10 && frame.midX == 25 && frame.maxX == 40)
    #expect(frame.minY == 20 && frame.midY == 40 && frame.maxY == 60)
    #expect(frame.width == 30 && frame.height == 40)
    #expect(frame.center == Point(x: 25, y: 40))
    #expect(Rect(origin: Point(x: 10, y: 20), size: Size(width: 30, height: 40)) == frame)
    #expect(Rect.zero == rect(0, 0, 0, 0))
  }

  @Test(
    "rectangles intersect only when they share an area",
    arguments: [
      (rect(0, 0, 10, 10), rect(5, 5, 10, 10), true),  // overlap 5x5
      (rect(0, 0, 10, 10), rect(10, 0, 10, 10), false),  // touch along x = 10
      (rect(0, 0, 10, 10), rect(0, 10, 10, 10), false),  // touch along y = 10
      (rect(0, 0, 10, 10), rect(9.5, 9.5, 1, 1), true),  // overlap 0.5x0.5
      (rect(0, 0, 10, 10), rect(2, 2, 3, 3), true),  // inside
      (rect(0, 0, 10, 10), rect(5, 5, 0, 3), false),  // zero width
      (rect(0, 0, 10, 10), rect(5, 5, 3, 0), false),  // zero height
      (rect(0, 0, 0, 0), rect(-5, -5, 10, 10), false),  // a zero rect intersects nothing
      (rect(0, 0, 10, 10), rect(20, 20, 5, 5), false),  // apart
    ])
  func intersection(a: Rect, b: Rect, expected: Bool) {
    #expect(a.intersects(b) == expected)
    #expect(b.intersects(a) == expected)
  }

  @Test("containment includes the edges")
  func containment() {
    let outer = rect(0, 0, 100, 50)
    #expect(outer.contains(rect(0, 0, 100, 50)))
    #expect(outer.contains(rect(10, 10, 20, 20)))
    #expect(!outer.contains(rect(90, 10, 20, 20)))  // maxX 110 > 100
    #expect(!outer.contains(rect(-1, 0, 10, 10)))
    #expect(!outer.contains(rect(0, 45, 10, 10)))  // maxY 55 > 50
  }

  @Test("insetting shrinks by each edge and negative insets grow")
  func insetting() {
    let frame = rect(10, 20, 100, 80)
    // x: 10 + 5, width 100 - 5 - 15; y: 20 + 2, height 80 - 2 - 8.
    #expect(
      frame.inset(by: EdgeInsets(top: 2, left: 5, bottom: 8, right: 15)) == rect(15, 22, 80, 70))
    #expect(frame.inset(by: EdgeInsets(all: -10)) == rect(0, 10, 120, 100))
    #expect(frame.offsetBy(dx: -10, dy: 5) == rect(0, 25, 100, 80))
  }

  @Test("insets and sizes are valid extents only when finite, not negative and within the limit")
  func validExtents() {
    #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
    #expect(EdgeInsets.zero == EdgeInsets(all: 0))
    #expect(EdgeInsets.zero.isValidExtent)
    #expect(!EdgeInsets(top: 0, left: -1, bottom: 0, right: 0).isValidExtent)
    #expect(!EdgeInsets(top: 0, left: 0, bottom: .nan, right: 0).isValidExtent)
    #expect(!EdgeInsets(top: 0, left: 0, bottom: 0, right: .infinity).isValidExtent)
    #expect(Size(width: 0, height: 0).isValidExtent)
    #expect(Size(width: 5, height: 1e12).isValidExtent)
    #expect(!Size(width: 5, height: 1e12.nextUp).isValidExtent)
    #expect(!Size(width: 5, height: 1e300).isValidExtent)
    #expect(!EdgeInsets(top: 0, left: 0, bottom: 2e12, right: 0).isValidExtent)
    #expect(!Size(width: -0.001, height: 1).isValidExtent)
    #expect(!Size(width: 1, height: -.infinity).isValidExtent)
    #expect(!Size(width: .nan, height: 1).isValidExtent)
  }

  @Test("the identity transform changes nothing")
  func identityTransform() {
    #expect(Transform3D.identity.isIdentity)
    #expect(!Transform3D.scale(x: 2, y: 1).isIdentity)
    #expect(Transform3D.scale(x: 1, y: 1).isIdentity)
    #expect(Transform3D.translation(x: 0, y: 0).isIdentity)
    let translation = Transform3D.translation(x: 3, y: 4, z: 5)
    #expect((translation.m41, translation.m42, translation.m43) == (3, 4, 5))
    #expect(translation.concatenating(.identity) == translation)
    #expect(Transform3D.identity.concatenating(translation) == translation)
  }

  @Test("concatenation applies the receiver first, like CATransform3DConcat")
  func concatenation() {
    let move = Transform3D.translation(x: 2, y: 3)
    let grow = Transform3D.scale(x: 2, y: 2)
    // Move then grow: (p + (2, 3)) * 2, so the translation row becomes (4, 6).
    let moveThenGrow = move.concatenating(grow)
    #expect((moveThenGrow.m11, moveThenGrow.m22, moveThenGrow.m33) == (2, 2, 1))
    #expect((moveThenGrow.m41, moveThenGrow.m42, moveThenGrow.m44) == (4, 6, 1))
    // Grow then move: p * 2 + (2, 3), so the translation stays (2, 3).
    let growThenMove = grow.concatenating(move)
    #expect((growThenMove.m41, growThenMove.m42) == (2, 3))
    #expect((growThenMove.m11, growThenMove.m22) == (2, 2))
  }

  @Test("a viewport's bounds start at the content offset and its visible rect is inset")
  func viewportRects() {
    let viewport = Viewport(
      size: Size(width: 320, height: 480), contentOffset: Point(x: 0, y: 100),
      contentInset: EdgeInsets(top: 20, left: 0, bottom: 30, right: 10))
    #expect(viewport.bounds == rect(0, 100, 320, 480))
    // y: 100 + 20, height 480 - 20 - 30; width 320 - 10.
    #expect(viewport.visibleRect == rect(0, 120, 310, 430))
    #expect(viewport.scale == 1 && viewport.layoutDirection == .leftToRight)
  }
}
