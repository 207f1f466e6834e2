/// What a flow layout needs to place one section, fixed at preparation: the
/// configuration and the values derived from the viewport.
///
/// Keeping it lets a partial update (``FlowLayout/updateSections(_:dataSource:)``)
/// place sections exactly as the preparation did.
struct FlowLayoutContext {
  var configuration: FlowLayout.Configuration
  /// The extent of the content across the scroll axis: the viewport less its content
  /// inset.
  var crossExtent: Double
  var mapping: AxisMapping
  /// How far the safe area or the layout margins reach beyond the content inset.
  var referenceInsets: AxisInsets

  init(configuration: FlowLayout.Configuration, viewport: Viewport) {
    self.configuration = configuration
    let direction = configuration.scrollDirection
    let contentInsets = AxisInsets(viewport.contentInset, along: direction)
    crossExtent = max(
      0,
      direction.crossExtent(of: viewport.size) - contentInsets.crossStart - contentInsets.crossEnd)
    mapping = AxisMapping(
      direction: direction, layoutDirection: viewport.layoutDirection,
      contentWidth: crossExtent, scale: viewport.scale)
    referenceInsets = Self.referenceInsets(
      configuration.sectionInsetReference, of: viewport, beyond: contentInsets,
      along: direction)
  }

  /// Reads section `section` from `dataSource`, places its items and lines at the end
  /// of `geometry`'s arrays and records their ranges; returns the section's metrics and
  /// extent along the scroll axis.
  ///
  /// - Complexity: O(*m*) for the section's *m* items.
  func layOutSection(
    _ section: Int, itemCount: Int, from dataSource: some FlowLayoutDataSource,
    into geometry: inout FlowGeometry
  ) throws(LayoutError) -> (metrics: FlowSectionMetrics, length: Double) {
    let metrics = try FlowSectionMetrics(
      section: section, dataSource: dataSource, configuration: configuration,
      referenceInsets: referenceInsets)
    let items = try appendItemSizes(of: section, count: itemCount, from: dataSource, to: &geometry)
    let builder = FlowLineBuilder(
      metrics: metrics, alignment: configuration.alignment,
      verticalAlignment: configuration.verticalAlignment,
      available: max(0, crossExtent - metrics.insets.crossStart - metrics.insets.crossEnd))
    let firstLine = geometry.lineMain.count
    let length = builder.place(items.range, sharingOneSize: items.shareOneSize, in: &geometry)
    geometry.sectionItems.append(items.range)
    geometry.sectionLines.append(firstLine..<geometry.lineMain.count)
    return (metrics, length)
  }

  /// Reads and checks the sizes of a section's items, appending them to `geometry`.
  private func appendItemSizes(
    of section: Int, count: Int, from dataSource: some FlowLayoutDataSource,
    to geometry: inout FlowGeometry
  ) throws(LayoutError) -> (range: Range<Int>, shareOneSize: Bool) {
    let direction = configuration.scrollDirection
    let first = geometry.itemMain.count
    var shareOneSize = true
    var firstSize = Size.zero
    for item in 0..<count {
      let indexPath = IndexPath(item: item, section: section)
      let size = dataSource.sizeForItem(at: indexPath) ?? configuration.itemSize
      try LayoutError.check(size, as: .itemSize(indexPath))
      if item == 0 { firstSize = size } else if size != firstSize { shareOneSize = false }
      geometry.itemMainLength.append(direction.mainExtent(of: size))
      geometry.itemCrossLength.append(direction.crossExtent(of: size))
    }
    geometry.itemMain.append(contentsOf: repeatElement(0, count: count))
    geometry.itemCross.append(contentsOf: repeatElement(0, count: count))
    return (first..<(first + count), shareOneSize)
  }

  /// How far the safe area or the layout margins reach beyond the content inset across
  /// the scroll axis, per the section inset reference.
  private static func referenceInsets(
    _ reference: FlowLayout.SectionInsetReference, of viewport: Viewport,
    beyond contentInsets: AxisInsets, along direction: ScrollDirection
  ) -> AxisInsets {
    let insets: EdgeInsets
    switch reference {
    case .fromContentInset: return AxisInsets(.zero, along: direction)
    case .fromSafeArea: insets = viewport.safeAreaInsets
    case .fromLayoutMargins: insets = viewport.layoutMargins
    }
    var extra = AxisInsets(insets, along: direction)
    extra.crossStart = max(0, extra.crossStart - contentInsets.crossStart)
    extra.crossEnd = max(0, extra.crossEnd - contentInsets.crossEnd)
    return extra
  }
}
