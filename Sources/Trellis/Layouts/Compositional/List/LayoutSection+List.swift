extension LayoutSection {
  /// A section that lays out its items as a list of `configuration`, like
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
  ///
  /// Each row is as wide as the section's content and of estimated height
  /// ``ListConfiguration/estimatedRowHeight``, so a host's measurements size it. Inset
  /// appearances measure the section from the layout margins, across the scroll axis,
  /// and an inset-grouped section lies on a ``ElementKind/sectionBackground`` with
  /// rounded corners that covers its rows. A supplementary header sticks to the top of
  /// a plain list. Separators are ``ItemSeparators`` when
  /// ``ListConfiguration/showsSeparators``. The section needs no environment: what
  /// depends on the device comes from the viewport's layout margins when the layout is
  /// prepared.
  public static func list(using configuration: ListConfiguration) -> LayoutSection {
    let row = LayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(ListConfiguration.estimatedRowHeight))
    var section = LayoutSection(
      group: .vertical(layoutSize: row, subitems: [.item(LayoutItem(layoutSize: row))]))
    let appearance = configuration.appearance
    let reference: ContentInsetsReference = configuration.isInset ? .layoutMargins : .none
    section.contentInsetsReference = reference
    section.supplementaryContentInsetsReference = reference
    let boundarySize = LayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(ListConfiguration.estimatedHeaderHeight(for: appearance)))
    if configuration.headerMode == .supplementary {
      let pinned = appearance == .plain
      section.boundarySupplementaryItems.append(
        LayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: .sectionHeader, alignment: .top,
          pinToVisibleBounds: pinned,
          zIndex: pinned ? ListConfiguration.pinnedHeaderZIndex : 0))
      section.headerTopPadding =
        configuration.headerTopPadding
        ?? ListConfiguration.defaultHeaderTopPadding(for: appearance)
    } else if configuration.isGrouped {
      section.contentInsets.top = ListConfiguration.groupedSectionSpacing
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        LayoutBoundarySupplementaryItem(
          layoutSize: boundarySize, elementKind: .sectionFooter, alignment: .bottom))
    }
    if appearance == .insetGrouped {
      section.decorationItems = [
        LayoutDecorationItem(
          elementKind: .sectionBackground, extent: .content,
          cornerRadius: ListConfiguration.insetGroupedCornerRadius)
      ]
    }
    if configuration.showsSeparators {
      section.separators = ItemSeparators(
        configuration: configuration.separatorConfiguration,
        handler: configuration.itemSeparatorHandler,
        showsLastBottomSeparator: !configuration.isGrouped,
        hidesFirstBottomSeparator: configuration.headerMode == .firstItemInSection)
    }
    section.leadingSwipeActionsProvider = configuration.leadingSwipeActionsConfigurationProvider
    section.trailingSwipeActionsProvider =
      configuration.trailingSwipeActionsConfigurationProvider
    return section
  }
}

extension CompositionalLayout {
  /// A vertical layout whose every section is a list of `configuration`, like
  /// `UICollectionViewCompositionalLayout.list(using:)`.
  public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
    CompositionalLayout(section: .list(using: configuration))
  }
}
