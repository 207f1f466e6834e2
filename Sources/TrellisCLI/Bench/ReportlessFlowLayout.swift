import Trellis

/// A flow layout that does not say what an update changed: its
/// ``CollectionLayout/lastUpdateReport`` is the default, everything, so a collection view
/// walks and applies every visible element after each update, as it does for a layout
/// that does not report. The baseline of a change report's savings.
final class ReportlessFlowLayout: CollectionLayout {
  /// The layout that does the work.
  let flow: FlowLayout

  init(_ flow: FlowLayout) { self.flow = flow }

  var viewport: Viewport { flow.viewport }
  var contentSize: Size { flow.contentSize }

  func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
    flow.forEachElement(in: rect, body)
  }

  func forEachElement(_ body: (LayoutAttributes) -> Void) { flow.forEachElement(body) }

  func attributes(for element: ElementID) -> LayoutAttributes? { flow.attributes(for: element) }

  func invalidation(for newViewport: Viewport) -> Invalidation {
    flow.invalidation(for: newViewport)
  }

  func updateViewport(_ newViewport: Viewport) throws(LayoutError) -> Invalidation {
    try flow.updateViewport(newViewport)
  }

  func attributesBeforeUpdate(for element: ElementID) -> LayoutAttributes? {
    flow.attributesBeforeUpdate(for: element)
  }
}

/// Flow content read by a ``ReportlessFlowLayout``.
struct ReportlessFlowContent: CollectionDataSource {
  var content: FlowContent

  var numberOfSections: Int { content.numberOfSections }
  func numberOfItems(inSection section: Int) -> Int { content.numberOfItems(inSection: section) }

  func prepare(_ layout: ReportlessFlowLayout, for viewport: Viewport) throws(LayoutError) {
    try layout.flow.prepare(for: viewport, dataSource: content)
  }

  func update(_ layout: ReportlessFlowLayout, for change: LayoutChange) throws(LayoutError) {
    try layout.flow.update(for: change, dataSource: content)
  }
}
