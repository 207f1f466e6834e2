/// How a section's groups scroll across the layout's scroll axis, like
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
///
/// A section with any behavior but ``none`` lays its groups out in one row across the
/// scroll axis (an App Store shelf) that scrolls on its own: each such section has its
/// own offset (``CompositionalLayout/orthogonalOffset(ofSection:)``), and the behavior
/// says where a release comes to rest
/// (``CompositionalLayout/targetOrthogonalOffset(ofSection:proposed:velocity:)``).
public enum OrthogonalScrollingBehavior: Hashable, Sendable, CaseIterable {
  /// The groups follow the scroll axis; the section does not scroll on its own.
  case none
  /// The row scrolls and rests wherever it stops.
  case continuous
  /// The row scrolls and rests with a group's leading edge at the section's leading
  /// content inset.
  case continuousGroupLeadingBoundary
  /// The row scrolls by pages as wide as the visible width.
  case paging
  /// The row scrolls by at most one group per release, resting on a group's leading
  /// edge.
  case groupPaging
  /// The row scrolls by at most one group per release, resting with a group centered;
  /// the first and last groups can be centered too.
  case groupPagingCentered
}
