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
    let first = geometry.itemMain.count
    geometry.appendItems(count: itemCount)
    let range = first..<(first + itemCount)
    let builder = FlowLineBuilder(
      metrics: metrics, alignment: configuration.alignment,
      verticalAlignment: configuration.verticalAlignment,
      available: max(0, crossExtent - metrics.insets.crossStart - metrics.insets.crossEnd))
    let firstLine = geometry.lineMain.count
    let length = try geometry.withItemBuffers { buffers, lines throws(LayoutError) in
      let shareOneSize = try readItemSizes(
        of: section, into: buffers, at: range, from: dataSource)
      return builder.place(range, sharingOneSize: shareOneSize, into: buffers, lines: &lines)
    }
    geometry.sectionItems.append(range)
    geometry.sectionLines.append(firstLine..<geometry.lineMain.count)
    return (metrics, length)
  }

  /// Reads and checks the sizes of a section's items into `buffers` at `range`, and
  /// returns whether they all share one size.
  private func readItemSizes(
    of section: Int, into buffers: FlowItemBuffers, at range: Range<Int>,
    from dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) -> Bool {
    let vertical = configuration.scrollDirection == .vertical
    let widths = UnsafeMutableBufferPointer(
      rebasing: (vertical ? buffers.crossLength : buffers.mainLength)[range])
    let heights = UnsafeMutableBufferPointer(
      rebasing: (vertical ? buffers.mainLength : buffers.crossLength)[range])
    dataSource.sizesOfItems(
      inSection: section, defaultSize: configuration.itemSize, widths: widths, heights: heights)
    var shareOneSize = true
    for item in 0..<range.count {
      let (width, height) = (widths[item], heights[item])
      guard width.isValidExtent && height.isValidExtent else {
        // The check throws the error that names the bad extent.
        let indexPath = IndexPath(item: item, section: section)
        try LayoutError.check(Size(width: width, height: height), as: .itemSize(indexPath))
        continue
      }
      if width != widths[0] || height != heights[0] { shareOneSize = false }
    }
    return shareOneSize
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
