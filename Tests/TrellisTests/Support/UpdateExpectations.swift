import Testing
import Trellis
import TrellisTestSupport

extension CollectionLayout {
  /// Expects this layout, just updated from the state `before`, to have the size and the
  /// elements of `fresh`, a fresh preparation of the same content; then scrolls it by a
  /// random step (down, and across too when `scrollingAcross`) and expects it still to
  /// answer `before` for the state before the update, and nothing for `absentBefore`, an
  /// element that was not there before it.
  func expectUpdate(
    matching fresh: some CollectionLayout, before: [ElementID: LayoutAttributes],
    absentBefore: ElementID, scrollingAcross: Bool = false, using random: inout SplitMix64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(contentSize == fresh.contentSize, sourceLocation: sourceLocation)
    #expect(allElements() == fresh.allElements(), sourceLocation: sourceLocation)
    var scrolled = viewport
    scrolled.contentOffset.y += random.points(-100...300)
    if scrollingAcross { scrolled.contentOffset.x += random.points(-100...300) }
    try updateViewport(scrolled)
    for (id, attributes) in before {
      #expect(attributesBeforeUpdate(for: id) == attributes, sourceLocation: sourceLocation)
    }
    #expect(attributesBeforeUpdate(for: absentBefore) == nil, sourceLocation: sourceLocation)
  }
}
