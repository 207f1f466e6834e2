/// What a host measured in one section of a compositional layout, as lengths along the
/// scroll axis.
struct SectionMeasurements {
  /// The measured items, sorted by item.
  var items: [MeasuredLength] = []
  /// The measured boundary items (section headers and footers) and their kinds.
  var boundaries: [(kind: ElementKind, length: Double)] = []

  /// `items` with the estimated lengths along `direction` replaced by the measured
  /// ones.
  func measuring(
    _ items: [LayoutBoundarySupplementaryItem], along direction: ScrollDirection
  ) -> [LayoutBoundarySupplementaryItem] {
    guard !boundaries.isEmpty else { return items }
    var measured = items
    for index in measured.indices
    where measured[index].layoutSize.dimension(along: direction).isEstimated {
      guard let found = boundaries.first(where: { $0.kind == measured[index].elementKind })
      else { continue }
      // The insets along the estimated axis stay ignored once it is measured.
      measured[index].contentInsets = measured[index].layoutSize.applying(
        measured[index].contentInsets)
      measured[index].layoutSize.setDimension(.absolute(found.length), along: direction)
    }
    return measured
  }
}
