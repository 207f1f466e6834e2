import Testing
import Trellis

/// Section insets measured from the safe area, the layout margins or the readable
/// content, by hand.
@Suite("Compositional layout: content insets references")
struct CompositionalInsetsReferenceTests {
  typealias F = CompositionalFixture

  /// Rows of 50 under a 30-point header, the section inset by 10 at each side.
  static func section(
    _ reference: ContentInsetsReference, supplementary: ContentInsetsReference = .automatic
  ) -> LayoutSection {
    let group = LayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(F.fullItem)])
    var section = LayoutSection(
      group: group, contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
      boundarySupplementaryItems: [
        LayoutBoundarySupplementaryItem(
          layoutSize: F.size(.fractionalWidth(1), .absolute(30)), elementKind: .sectionHeader,
          alignment: .top)
      ])
    section.contentInsetsReference = reference
    section.supplementaryContentInsetsReference = supplementary
    return section
  }

  /// A layout of `section` in `viewport`, with two items.
  static func prepared(_ section: LayoutSection, in viewport: Viewport) throws
    -> CompositionalLayout
  {
    let layout = CompositionalLayout(section: section)
    try layout.prepare(for: viewport, dataSource: CompositionalContent(itemCounts: [2]))
    return layout
  }

  /// A 400-point view with a safe area of 30 at the left and 20 at the right, margins of
  /// 16 at each side.
  static let phone = Viewport(
    size: Size(width: 400, height: 800),
    safeAreaInsets: EdgeInsets(top: 0, left: 30, bottom: 0, right: 20),
    layoutMargins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))

  @Test(
    "insets start at the reference's edges across the scroll axis",
    arguments: [
      // automatic and safeArea: 30 + 10 from the left, 20 + 10 from the right.
      (ContentInsetsReference.automatic, Rect(x: 40, y: 30, width: 330, height: 50)),
      (.safeArea, Rect(x: 40, y: 30, width: 330, height: 50)),
      (.none, Rect(x: 10, y: 30, width: 380, height: 50)),
      (.layoutMargins, Rect(x: 26, y: 30, width: 348, height: 50)),
      // Narrower than 672 points, the readable content is the margins.
      (.readableContent, Rect(x: 26, y: 30, width: 348, height: 50)),
    ])
  func references(reference: ContentInsetsReference, frame: Rect) throws {
    let layout = try Self.prepared(
      Self.section(reference, supplementary: reference), in: Self.phone)
    #expect(layout.frame(item: 0) == frame)
    // The header follows the section's insets, from the same edges.
    #expect(
      layout.frame(of: .sectionHeader)
        == Rect(x: frame.minX, y: 0, width: frame.width, height: 30))
  }

  @Test("the readable content is at most 672 points wide, centered in the margins")
  func readableContent() throws {
    let wide = Viewport(
      size: Size(width: 1000, height: 800),
      layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    let layout = try Self.prepared(Self.section(.readableContent), in: wide)
    // (1000 - 40 - 672) / 2 = 144 more at each side: 164 + 10.
    #expect(layout.frame(item: 0) == Rect(x: 174, y: 30, width: 652, height: 50))
    #expect(ContentInsetsReference.readableWidth == 672)
  }

  @Test("boundary items have their own reference; a content inset takes part of the safe area")
  func supplementaryReference() throws {
    let layout = try Self.prepared(
      Self.section(.safeArea, supplementary: .none), in: Self.phone)
    #expect(layout.frame(item: 0) == Rect(x: 40, y: 30, width: 330, height: 50))
    #expect(layout.frame(of: .sectionHeader) == Rect(x: 10, y: 0, width: 380, height: 30))
    // A content inset of 25 at the left: the safe area reaches 5 beyond it.
    var inset = Self.phone
    inset.contentInset = EdgeInsets(top: 0, left: 25, bottom: 0, right: 0)
    let shifted = try Self.prepared(Self.section(.safeArea), in: inset)
    #expect(shifted.frame(item: 0) == Rect(x: 15, y: 30, width: 330, height: 50))
  }

  @Test("right to left, the safe area stays on its physical side")
  func rightToLeft() throws {
    var mirrored = Self.phone
    mirrored.layoutDirection = .rightToLeft
    let layout = try Self.prepared(Self.section(.safeArea), in: mirrored)
    #expect(layout.frame(item: 0) == Rect(x: 40, y: 30, width: 330, height: 50))
  }
}
