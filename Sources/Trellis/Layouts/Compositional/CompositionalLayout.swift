/// Sections made of nested groups of items, sized by absolute, estimated and fractional
/// dimensions, with sections that scroll sideways, pinned headers, badges and section
/// backgrounds: `UICollectionViewCompositionalLayout`, as a plain Swift object.
///
/// Each section of the data gets a ``LayoutSection``, the same for all or one per
/// section from a ``SectionProvider``. The section's ``LayoutGroup`` repeats until
/// every item has a place, one group after another along the scroll axis,
/// ``LayoutSection/interGroupSpacing`` apart, or across it in one row for a section
/// with an ``OrthogonalScrollingBehavior``. Sections follow one another along the scroll
/// axis, ``Configuration/interSectionSpacing`` apart.
///
/// ```swift
/// let item = LayoutItem(
///   layoutSize: LayoutSize(
///     widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///   layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
///   subitems: [.item(item)])
/// let layout = CompositionalLayout(section: LayoutSection(group: group))
/// try layout.prepare(
///   for: Viewport(size: Size(width: 400, height: 800)),
///   dataSource: CompositionalContent(itemCounts: [10]))
/// // Four items of 100 × 80 in each row of 80 points: item 5 is at (100, 80).
/// ```
///
/// Every group of a section is the same, so a section keeps one placed group and finds
/// the groups a query reaches by arithmetic: a preparation costs O(*s* + *t*) for *s*
/// sections whose groups hold *t* items together, whatever the number of items, and a
/// rect query O(log *s* + *k*). Frames are rounded to the screen's pixels when a query
/// reports them; a right-to-left layout mirrors them.
///
/// ## Self-sizing
///
/// With a ``SelfSizingContent`` as its data, items whose dimension along the scroll
/// axis is ``LayoutDimension/estimated(_:)`` take the length their cells measure: the
/// item is as long as its measured size (plus its content insets), a group whose
/// dimension along the axis is estimated is as long as its subitems need (their sum
/// along a line on the axis, the longest across it), and the groups after it move.
/// Across the scroll axis, and in groups of absolute or fractional length, the layout's
/// lengths stay; a measured item there keeps its measured length and may reach outside
/// its group. How many items a group holds never changes: repetition follows the
/// estimates. A section keeps only the groups with measured items, so each costs
/// O(*t*) to prepare and a query O(log *m*) more for *m* such groups.
///
/// ```swift
/// let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
/// let list = CompositionalLayout(
///   section: LayoutSection(
///     group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))])))
/// let messages = SelfSizingContent(CompositionalContent(itemCounts: [1_000]))
/// let collection = try CollectionView<SelfSizingContent<CompositionalContent>, Bubbles>(
///   layout: list, dataSource: messages, viewport: Viewport(size: Size(width: 375, height: 667)))
/// try collection.measureVisibleElements(host: &bubbles)
/// // Each visible row is as tall as its bubble, and the rows below follow.
/// ```
public final class CompositionalLayout: CollectionLayout, ViewportTrackingLayout {
  /// The layout-wide values. Changes take effect at the next preparation.
  public var configuration: Configuration
  /// Where the sections come from. Changes take effect at the next preparation.
  public var sectionProvider: SectionProvider
  /// The viewport of the last preparation or viewport update.
  @exclusivity(unchecked) public internal(set) var viewport: Viewport
  // The state is read without dynamic exclusivity checks: a layout is used from one
  // thread at a time and never lends out access to its state.
  @exclusivity(unchecked) var geometry: CompositionalGeometry
  /// The orthogonal offset of each section; zero for sections that do not scroll
  /// sideways.
  @exclusivity(unchecked) var orthogonalOffsets: [Double]
  /// The state just before the last ``update(for:dataSource:)``, which
  /// ``attributesBeforeUpdate(for:)`` reads; `nil` after a preparation.
  @exclusivity(unchecked) var stateBeforeUpdate:
    (geometry: CompositionalGeometry, offsets: [Double], viewport: Viewport)?

  /// Creates an unprepared layout whose every section is `section`.
  public init(section: LayoutSection, configuration: Configuration = Configuration()) {
    self.configuration = configuration
    self.sectionProvider = .section(section)
    self.viewport = Viewport(size: .zero)
    self.geometry = CompositionalGeometry()
    self.orthogonalOffsets = []
  }

  /// Creates an unprepared layout whose sections `provider` gives, by index.
  public init(
    configuration: Configuration = Configuration(),
    sectionProvider provider:
      @escaping @Sendable (_ section: Int, _ environment: LayoutEnvironment)
      -> LayoutSection
  ) {
    self.configuration = configuration
    self.sectionProvider = .provider(provider)
    self.viewport = Viewport(size: .zero)
    self.geometry = CompositionalGeometry()
    self.orthogonalOffsets = []
  }

  /// The size of the content as of the last preparation.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size { geometry.contentSize }

  /// The number of sections as of the last preparation.
  public var numberOfSections: Int { geometry.sections.count }

  /// The number of items in `section` as of the last preparation, or `nil` if there is
  /// no such section.
  public func numberOfItems(inSection section: Int) -> Int? {
    geometry.section(section)?.itemCount
  }

  /// Reads the counts of `dataSource`, asks for each section's ``LayoutSection`` and
  /// prepares the layout for `viewport`.
  ///
  /// A bad value anywhere in the configuration, the sections, their groups and items or
  /// the viewport throws an error naming it (a ``LayoutInput/compositional(_:)`` input
  /// names the path to the value), as does a count above its limit in ``LayoutLimits``
  /// or content longer than ``LayoutLimits/maximumLength``; the layout then keeps the
  /// state of its previous preparation. Orthogonal offsets of sections that still exist
  /// are kept.
  ///
  /// - Complexity: O(*s* + *t*) for *s* sections whose groups hold *t* items together,
  ///   plus O(*m* log *m*) for *m* measured items.
  public func prepare(for viewport: Viewport, dataSource: some CompositionalLayoutDataSource)
    throws(LayoutError)
  {
    try prepare(for: viewport, dataSource: dataSource, keeping: nil)
  }

  /// Prepares the layout; a section that `change` keeps unchanged, whose definition,
  /// count and container are those it had, keeps its geometry instead of being laid out
  /// and measured again.
  func prepare(
    for viewport: Viewport, dataSource: some CompositionalLayoutDataSource,
    keeping change: LayoutChange?
  ) throws(LayoutError) {
    try viewport.validate()
    try configuration.validate()
    let itemCounts = try dataSource.checkedItemCounts()
    try ElementBudget.check(total: itemCounts)
    let previous = self.geometry
    let direction = configuration.scrollDirection
    let geometry = try CompositionalGeometry(
      configuration: configuration, provider: sectionProvider, itemCounts: itemCounts,
      viewport: viewport,
      measured: { section, definition throws(LayoutError) in
        try Self.measurements(
          of: dataSource, inSection: section, laidOutAs: definition,
          itemCount: itemCounts[section], along: direction)
      },
      kept: { section, definition, environment in
        guard let change, case .unchanged(let old) = change.sections[section] else { return nil }
        return previous.section(
          old, ifLaidOutAs: definition, itemCount: itemCounts[section],
          environment: environment, direction: direction)
      })
    orthogonalOffsets = itemCounts.indices.map { section in
      section < orthogonalOffsets.count && geometry.sections[section].isOrthogonal
        ? orthogonalOffsets[section] : 0
    }
    stateBeforeUpdate = nil
    self.geometry = geometry
    self.viewport = viewport
  }

  /// The lengths along `direction` of the items of `section` that `dataSource` gives
  /// measured sizes for, sorted by item (items past `itemCount` are left out), and of
  /// the boundary items of estimated length of `definition` it gives sizes for.
  private static func measurements(
    of dataSource: some CompositionalLayoutDataSource, inSection section: Int,
    laidOutAs definition: LayoutSection, itemCount: Int, along direction: ScrollDirection
  ) throws(LayoutError) -> SectionMeasurements {
    var measurements = SectionMeasurements()
    dataSource.forEachMeasuredItem(inSection: section) { item, size in
      guard item >= 0 && item < itemCount else { return }
      measurements.items.append(
        MeasuredLength(item: item, length: direction.mainExtent(of: size)))
    }
    for measured in measurements.items {
      try LayoutError.check(
        measured.length, as: .itemSize(IndexPath(item: measured.item, section: section)))
    }
    measurements.items.sort { $0.item < $1.item }
    for (index, boundary) in definition.boundarySupplementaryItems.enumerated()
    where boundary.layoutSize.dimension(along: direction).isEstimated {
      guard let size = dataSource.measuredSize(ofBoundary: boundary.elementKind, inSection: section)
      else { continue }
      let length = direction.mainExtent(of: size)
      let path = CompositionalInput(section: section).appending("boundarySupplementaryItems")
        .appending(index).appending("size")
      try LayoutError.check(length, as: .compositional(path))
      measurements.boundaries.append((boundary.elementKind, length))
    }
    return measurements
  }
}
