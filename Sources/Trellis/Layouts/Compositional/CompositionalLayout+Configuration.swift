extension CompositionalLayout {
  /// The layout-wide values of a compositional layout, like
  /// `UICollectionViewCompositionalLayoutConfiguration`.
  public struct Configuration: Hashable, Sendable {
    /// The axis the sections follow one another along.
    public var scrollDirection: ScrollDirection
    /// The space between neighboring sections.
    public var interSectionSpacing: Double
    /// Items at the edges of the whole layout, such as a header above every section;
    /// each is a supplementary element of its kind at item 0 of section 0, so its kind
    /// must differ from those of section 0's boundary items and badges.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]
    /// The edges the layout's own boundary items are measured from across the scroll
    /// axis: by default, the safe area.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    /// Creates a configuration: vertical, sections touching, no layout-wide items.
    public init(
      scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
      boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    ) {
      self.scrollDirection = scrollDirection
      self.interSectionSpacing = interSectionSpacing
      self.boundarySupplementaryItems = boundarySupplementaryItems
    }

    /// Checks the values that do not depend on the viewport, throwing an error that
    /// names the first bad one; the boundary items are checked when they are placed.
    public func validate() throws(LayoutError) {
      try LayoutError.check(
        interSectionSpacing,
        as: .compositional(CompositionalInput(section: nil).appending("interSectionSpacing")))
    }
  }

  /// Where a compositional layout's sections come from.
  public enum SectionProvider: Sendable {
    /// The same section for every section of the data.
    case section(LayoutSection)
    /// A function of the section's index and the environment, called once per section at
    /// every preparation.
    case provider(@Sendable (_ section: Int, _ environment: LayoutEnvironment) -> LayoutSection)

    /// The section at `index`.
    func section(at index: Int, environment: LayoutEnvironment) -> LayoutSection {
      switch self {
      case .section(let section): section
      case .provider(let provider): provider(index, environment)
      }
    }
  }
}
