#if canImport(UIKit)
  import Trellis
  import UIKit

  extension CompositionalCollectionViewLayout {
    /// A layout whose every section is a list of `configuration`, like
    /// `UICollectionViewCompositionalLayout.list(using:)`, with views for its
    /// decorations: ``ListSeparatorView`` for the separators and, in an inset-grouped
    /// list, ``ListSectionBackgroundView`` for the rounded section backgrounds.
    ///
    /// Rows size themselves from their estimates, as in any compositional layout. The
    /// separators' automatic leading inset and the inset of inset-grouped rows are the
    /// collection view's layout margins; give it the grouped background color
    /// (`.systemGroupedBackground`) for a grouped appearance.
    ///
    /// ```swift
    /// var settings = ListConfiguration(appearance: .insetGrouped)
    /// settings.headerMode = .supplementary
    /// let collectionView = UICollectionView(
    ///   frame: .zero, collectionViewLayout: CompositionalCollectionViewLayout.list(using: settings))
    /// ```
    @available(iOS 13.0, *)
    public static func list(using configuration: ListConfiguration)
      -> CompositionalCollectionViewLayout
    {
      let layout = CompositionalCollectionViewLayout(section: .list(using: configuration))
      for kind in [ElementKind.separator, .topSeparator] {
        layout.register(ListSeparatorView.self, forDecorationViewOfKind: kind.uikitName)
      }
      if configuration.appearance == .insetGrouped {
        layout.register(
          ListSectionBackgroundView.self,
          forDecorationViewOfKind: ElementKind.sectionBackground.uikitName)
      }
      return layout
    }
  }

  /// A list's separator: a hairline of the system separator color.
  @available(iOS 13.0, *)
  open class ListSeparatorView: UICollectionReusableView {
    /// Creates a separator.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      backgroundColor = .separator
    }

    /// Creates a separator from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      backgroundColor = .separator
    }
  }

  /// The rounded background of an inset-grouped list's section: the grouped cell color,
  /// with the corner radius of ``Trellis/ListConfiguration/insetGroupedCornerRadius``.
  @available(iOS 13.0, *)
  open class ListSectionBackgroundView: UICollectionReusableView {
    /// Creates a background.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      style()
    }

    /// Creates a background from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      style()
    }

    private func style() {
      backgroundColor = .secondarySystemGroupedBackground
      layer.cornerRadius = ListConfiguration.insetGroupedCornerRadius
      layer.cornerCurve = .continuous
    }
  }
#endif
