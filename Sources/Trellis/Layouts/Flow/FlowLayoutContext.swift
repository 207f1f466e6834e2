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

  /// Reads section `section`, which has `itemCount` items, from `dataSource` and places
  /// its items and lines; returns them with the section's metrics and its extent along
  /// the scroll axis.
  ///
  /// - Complexity: O(*m*) for the section's *m* items.
  func layOutSection(
    _ section: Int, itemCount: Int, from dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) -> FlowPlacedSection {
    // Four numbers per item must be addressable.
    guard itemCount <= Int.max / 4 else {
      throw .invalidCount(.numberOfItems(section: section), itemCount)
    }
    let metrics = try FlowSectionMetrics(
      section: section, dataSource: dataSource, configuration: configuration,
      referenceInsets: referenceInsets)
    let builder = lineBuilder(for: metrics)
    let geometry = try FlowSectionGeometry(itemCount: itemCount, stacker: builder.makeStacker()) {
      buffers, stacker throws(LayoutError) in
      let unlikeFirst = try readItemSizes(of: section, into: buffers, from: dataSource)
      builder.place(
        0..<itemCount, sharingOneSize: unlikeFirst == 0, into: buffers, stacker: &stacker)
      return FlowSectionPlacement(itemsUnlikeFirst: unlikeFirst, metrics: metrics)
    }
    return FlowPlacedSection(
      geometry: geometry, metrics: metrics,
      length: builder.sectionLength(contentEnd: geometry.contentEnd ?? builder.contentStart))
  }

  /// The builder that places the lines of a section with `metrics`.
  func lineBuilder(for metrics: FlowSectionMetrics) -> FlowLineBuilder {
    FlowLineBuilder(
      metrics: metrics, alignment: configuration.alignment,
      verticalAlignment: configuration.verticalAlignment,
      available: max(0, crossExtent - metrics.insets.crossStart - metrics.insets.crossEnd))
  }

  /// Reads and checks the sizes of a section's items into `buffers`, and returns how
  /// many differ in size from the first.
  private func readItemSizes(
    of section: Int, into buffers: FlowItemBuffers, from dataSource: some FlowLayoutDataSource
  ) throws(LayoutError) -> Int {
    let vertical = configuration.scrollDirection == .vertical
    let widths = vertical ? buffers.crossLength : buffers.mainLength
    let heights = vertical ? buffers.mainLength : buffers.crossLength
    dataSource.sizesOfItems(
      inSection: section, defaultSize: configuration.itemSize, widths: widths, heights: heights)
    var unlikeFirst = 0
    for item in 0..<widths.count {
      let (width, height) = (widths[item], heights[item])
      guard width.isValidExtent && height.isValidExtent else {
        // The check throws the error that names the bad extent.
        let indexPath = IndexPath(item: item, section: section)
        try LayoutError.check(Size(width: width, height: height), as: .itemSize(indexPath))
        continue
      }
      if width != widths[0] || height != heights[0] { unlikeFirst += 1 }
    }
    return unlikeFirst
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
