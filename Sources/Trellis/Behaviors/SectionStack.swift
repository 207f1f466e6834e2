/// The sections of a section-based layout stacked along the scroll axis, with the
/// behaviors every such layout shares: section headers and footers (pinned or not),
/// the collection header and footer, section backgrounds and custom decorations.
///
/// A layout places its items section by section and hands each section's extent to
/// ``appendSection(length:headerLength:footerLength:background:)``; the stack assigns
/// origins and answers for everything that is not an item. Positions are along
/// (`main`) and across (`cross`) the scroll axis, as ``AxisMapping`` maps them.
///
/// Pinned frames are not stored: they are a function of a section's extent and the
/// visible range, computed when a query reaches them, so scrolling recomputes nothing.
@_spi(Testing) public struct SectionStack {
  /// One section's place along the scroll axis.
  public struct Span: Hashable, Sendable {
    /// Where the section starts: the top of its header.
    public var origin: Double
    /// The extent, header and footer included.
    var length: Double
    /// The header's extent; zero when there is none.
    var headerLength: Double
    /// The footer's extent; zero when there is none.
    var footerLength: Double
    /// The section's background, if it has one.
    var background: SectionBackground?
    /// Space around the header within ``headerLength``: before and after it along the
    /// scroll axis and at the start and end across it. Zero unless a layout sets it.
    var headerInsets = SectionStack.noInsets
    /// Space around the footer within ``footerLength``, as for the header.
    var footerInsets = SectionStack.noInsets

    /// Where the section ends: the end of its footer.
    public var end: Double { origin + length }
  }

  var behaviors: SectionBehaviors
  var mapping: AxisMapping
  /// The extent of the content across the scroll axis.
  var crossExtent: Double
  /// The sections in order along the scroll axis.
  public private(set) var spans = StackedSpans()
  var decorations = DecorationIndex()

  /// For ``PinningMode/untilNextPinned``: where each header must stop, the origin of the
  /// next section that has a header, or its own section's end.
  private(set) var headerLimits: [Double] = []
  /// For ``PinningMode/stack``: the total extent of the headers before each section.
  private(set) var stackedHeaderOffsets: [Double] = []
  /// For ``PinningMode/untilNextPinned``: the nearest section at or before each one
  /// that has a header, whose header may be pinned over it.
  private(set) var headerOwners: [Int] = []

  init(behaviors: SectionBehaviors, mapping: AxisMapping, crossExtent: Double) {
    self.behaviors = behaviors
    self.mapping = mapping
    self.crossExtent = crossExtent
  }

  var collectionHeaderLength: Double { behaviors.collectionHeader?.length ?? 0 }
  var collectionFooterLength: Double { behaviors.collectionFooter?.length ?? 0 }

  /// Where the next section will start.
  var nextOrigin: Double { spans.last?.end ?? collectionHeaderLength }

  /// The total extent along the scroll axis.
  var mainExtent: Double { nextOrigin + collectionFooterLength }

  var contentSize: Size { mapping.direction.size(main: mainExtent, cross: crossExtent) }

  /// Insets of zero, for headers and footers that span their whole slot.
  static let noInsets = AxisInsets(.zero, along: .vertical)

  /// The stack of a layout that has not been prepared: no sections, no behaviors and no
  /// extent, scrolling in `direction`.
  static func unprepared(scrollingIn direction: ScrollDirection) -> SectionStack {
    SectionStack(
      behaviors: SectionBehaviors(),
      mapping: AxisMapping(
        direction: direction, layoutDirection: .leftToRight, contentWidth: 0, scale: 1),
      crossExtent: 0)
  }

  /// Adds a section after the last one and returns its origin.
  ///
  /// `headerLength` and `footerLength` are the slots the header and footer take along
  /// the scroll axis; `headerInsets` and `footerInsets` place each element inside its
  /// slot (and narrow it across the axis), so a slot includes its insets.
  @discardableResult
  mutating func appendSection(
    length: Double, headerLength: Double, footerLength: Double, background: SectionBackground?,
    headerInsets: AxisInsets = noInsets, footerInsets: AxisInsets = noInsets
  ) -> Double {
    appendSection(
      copying: Span(
        origin: 0, length: length, headerLength: headerLength, footerLength: footerLength,
        background: background, headerInsets: headerInsets, footerInsets: footerInsets))
  }

  /// Adds a section after the last one with the extents, background and insets of
  /// `span`, a section of this or another stack, and returns its origin.
  @discardableResult
  mutating func appendSection(copying span: Span) -> Double {
    let origin = nextOrigin
    spans.append(copying: span, at: origin)
    return origin
  }

  /// Adds the sections `range` of `other`, a stack this one may be a copy of, after the
  /// last one, with their extents, backgrounds and insets, and origins that follow on
  /// from the sections before them.
  ///
  /// The same as appending each with ``appendSection(copying:)``, sharing the storage
  /// of `other` where the sections keep their place in it.
  ///
  /// - Complexity: O(*k*) for the *k* sections of `range`, O(*k* / 64 + 64) when they
  ///   keep their indices.
  mutating func appendSections(_ range: Range<Int>, of other: SectionStack) {
    spans.append(contentsOf: other.spans, range, at: nextOrigin)
  }

  /// Replaces the extents, background and insets of `section` with those of `span`;
  /// the sections after it move with ``finishSections()``.
  ///
  /// - Complexity: O(64): the extents of the section's chunk of sections, copied when a
  ///   copy of the stack shares them.
  mutating func replaceSection(_ section: Int, with span: Span) {
    spans.replace(section, with: span)
  }

  /// Removes the last `count` sections, and moves the others after a replaced one.
  ///
  /// - Complexity: O(*s* / 64) for *s* sections.
  mutating func removeLastSections(_ count: Int) {
    spans.removeLast(count)
    spans.restack()
  }

  /// Reserves room for `count` sections.
  mutating func reserveCapacity(sections count: Int) {
    spans.reserveCapacity(count)
  }

  /// Computes what pinning needs once every section is appended, and the content width
  /// that right-to-left horizontal layouts mirror within.
  ///
  /// Throws, before changing anything, if the content is longer than
  /// ``LayoutLimits/maximumLength`` along an axis (or not finite).
  mutating func finishSections() throws(LayoutError) {
    spans.restack()
    try LayoutError.check(contentSize: contentSize)
    if mapping.direction == .horizontal { mapping.contentWidth = mainExtent }
    guard behaviors.sectionHeadersPinToVisibleBounds else { return }
    switch behaviors.pinningMode {
    case .push:
      break
    case .stack:
      stackedHeaderOffsets = []
      var offset = 0.0
      for span in spans {
        stackedHeaderOffsets.append(offset)
        offset += span.headerLength
      }
    case .untilNextPinned:
      headerLimits = spans.map { $0.end }
      var nextHeaderOrigin: Double?
      for index in spans.indices.reversed() {
        if let nextHeaderOrigin { headerLimits[index] = nextHeaderOrigin }
        if spans[index].headerLength > 0 { nextHeaderOrigin = spans[index].origin }
      }
      headerOwners = []
      var owner = -1
      for (index, span) in spans.enumerated() {
        if span.headerLength > 0 { owner = index }
        headerOwners.append(owner)
      }
    }
  }

  /// The sections whose extent overlaps `main`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  func sections(overlapping main: Range<Double>) -> Range<Int> {
    let first = spans.indices.partitionPoint { spans[$0].end <= main.lowerBound }
    let last = (first..<spans.count).partitionPoint { spans[$0].origin < main.upperBound }
    return first..<last
  }

  /// What a move from viewport `old` to `new` invalidates in a layout built on this
  /// stack, which reads the insets `reads` across the scroll axis only:
  /// `.everything` when the extent across the scroll axis, an inset it reads across
  /// that axis, the scale or the direction changes; otherwise `.pinnedElements` if an
  /// element follows the visible area and the viewport moved (its offset, its extent
  /// along the axis, any inset), `.none` if not.
  func invalidation(from old: Viewport, to new: Viewport, reads: ViewportInsets) -> Invalidation {
    let direction = mapping.direction
    var settled = new
    settled.contentOffset = old.contentOffset
    settled.size = direction.size(
      main: direction.mainExtent(of: old.size), cross: direction.crossExtent(of: new.size))
    settled.contentInset = settledInsets(
      old.contentInset, new.contentInset, isRead: reads.contains(.contentInset))
    settled.safeAreaInsets = settledInsets(
      old.safeAreaInsets, new.safeAreaInsets, isRead: reads.contains(.safeAreaInsets))
    settled.layoutMargins = settledInsets(
      old.layoutMargins, new.layoutMargins, isRead: reads.contains(.layoutMargins))
    if settled != old { return .everything }
    return old == new || !behaviors.followsScrolling ? .none : .pinnedElements
  }

  /// `new` insets as far as the layout reads them, the rest kept from `old`: all of
  /// `old` when the layout does not read them, else `new` across the scroll axis.
  private func settledInsets(_ old: EdgeInsets, _ new: EdgeInsets, isRead: Bool) -> EdgeInsets {
    guard isRead else { return old }
    var settled = new
    switch mapping.direction {
    case .vertical:
      settled.top = old.top
      settled.bottom = old.bottom
    case .horizontal:
      settled.left = old.left
      settled.right = old.right
    }
    return settled
  }

  /// The visible range along the scroll axis: the viewport's bounds less the content
  /// inset.
  func visibleRange(of viewport: Viewport) -> Range<Double> {
    mapping.axisRanges(of: viewport.visibleRect, margin: 0).main
  }
}
