#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import TrellisUIKit
  import UIKit

  /// The layout of a ``LazyCollection``, as a value the caller passes:
  /// `.flow()`, `.waterfall(columns: 2)`, `.weekCalendar()`, `.carousel()`,
  /// `.compositional(section:)`, `.list(using:)`, or a `UICollectionViewLayout` of the
  /// caller's own.
  ///
  /// ```swift
  /// LazyCollection(photos, id: \.id, layout: .waterfall(columns: 3)) { photo in
  ///   PhotoCell(photo)
  /// }
  /// ```
  ///
  /// The collection view makes the layout once, when it is created.
  @available(iOS 16.0, *)
  public struct LazyCollectionLayout {
    /// Makes the layout, on the main actor, when the collection view is created.
    let make: @MainActor () -> UICollectionViewLayout

    /// A layout that `make` creates: a Trellis layout class or any
    /// `UICollectionViewLayout`, such as one of the app's own.
    public static func custom(_ make: @escaping @MainActor () -> UICollectionViewLayout)
      -> LazyCollectionLayout
    {
      LazyCollectionLayout(make: make)
    }

    /// A flow layout with `configuration`: a grid or a list, with pinned headers if the
    /// configuration says so.
    public static func flow(_ configuration: FlowLayout.Configuration = .init())
      -> LazyCollectionLayout
    {
      .custom { FlowCollectionViewLayout(flow: configuration) }
    }

    /// A flow layout with `configuration` whose cells size themselves: they start at
    /// `estimatedItemSize` and take the size their SwiftUI content needs, as a list of
    /// rows of any height does.
    public static func flow(
      _ configuration: FlowLayout.Configuration = .init(), estimatedItemSize: Size
    ) -> LazyCollectionLayout {
      .custom {
        SelfSizingFlowCollectionViewLayout(
          flow: configuration, estimatedItemSize: estimatedItemSize)
      }
    }

    /// A waterfall of `columns` columns `spacing` apart whose cells take the height
    /// their SwiftUI content needs at the column's width, starting at
    /// `estimatedItemSize`.
    public static func waterfall(columns: Int, spacing: Double = 10, estimatedItemSize: Size)
      -> LazyCollectionLayout
    {
      var configuration = WaterfallLayout.Configuration()
      configuration.columnCount = columns
      configuration.minimumColumnSpacing = spacing
      configuration.minimumInteritemSpacing = spacing
      return .custom {
        SelfSizingWaterfallCollectionViewLayout(
          waterfall: configuration, estimatedItemSize: estimatedItemSize)
      }
    }

    /// A waterfall of `columns` columns `spacing` apart, each item in the column that
    /// ends first; items take their height from ``LazyCollection/itemSize(_:)`` scaled to
    /// the column's width.
    public static func waterfall(columns: Int, spacing: Double = 10) -> LazyCollectionLayout {
      var configuration = WaterfallLayout.Configuration()
      configuration.columnCount = columns
      configuration.minimumColumnSpacing = spacing
      configuration.minimumInteritemSpacing = spacing
      return .waterfall(configuration)
    }

    /// A waterfall layout with `configuration`.
    public static func waterfall(_ configuration: WaterfallLayout.Configuration)
      -> LazyCollectionLayout
    {
      .custom { WaterfallCollectionViewLayout(waterfall: configuration) }
    }

    /// A week calendar with `configuration`, whose items are events placed by
    /// ``LazyCollection/calendarEvent(_:)``.
    public static func weekCalendar(_ configuration: WeekCalendarLayout.Configuration = .init())
      -> LazyCollectionLayout
    {
      .custom { WeekCalendarCollectionViewLayout(weekCalendar: configuration) }
    }

    /// A carousel or cover flow with `configuration`.
    public static func carousel(_ configuration: CarouselLayout.Configuration = .init())
      -> LazyCollectionLayout
    {
      .custom { CarouselCollectionViewLayout(carousel: configuration) }
    }

    /// A list of `configuration`, as `UICollectionLayoutListConfiguration` makes one:
    /// plain, grouped, inset-grouped or sidebar, with separators and rows that size
    /// themselves from an estimate of 44 points.
    ///
    /// ```swift
    /// LazyCollection(settings, layout: .list(using: ListConfiguration(appearance: .insetGrouped))) {
    ///   setting in SettingRow(setting)
    /// }
    /// ```
    public static func list(using configuration: ListConfiguration) -> LazyCollectionLayout {
      .custom { CompositionalCollectionViewLayout.list(using: configuration) }
    }

    /// A compositional layout whose every section is `section`, with shelves where the
    /// section scrolls sideways.
    public static func compositional(
      section: LayoutSection, configuration: CompositionalLayout.Configuration = .init()
    ) -> LazyCollectionLayout {
      .custom { CompositionalCollectionViewLayout(section: section, configuration: configuration) }
    }

    /// A compositional layout whose sections `provider` gives by index.
    public static func compositional(
      configuration: CompositionalLayout.Configuration = .init(),
      sectionProvider provider:
        @escaping @MainActor (_ section: Int, _ environment: SectionEnvironment) -> LayoutSection
    ) -> LazyCollectionLayout {
      .custom {
        CompositionalCollectionViewLayout(configuration: configuration, sectionProvider: provider)
      }
    }
  }

  /// What stays in place on screen when a ``LazyCollection``'s data changes.
  @available(iOS 16.0, *)
  public enum LazyCollectionAnchor: Hashable, Sendable {
    /// The first visible item keeps its place, so rows inserted above it do not move
    /// what the user is reading: a feed.
    case firstVisibleItem
    /// The distance from the content's end stays, and a collection scrolled to its end
    /// stays there as rows are added: a chat.
    case bottom
    /// UIKit's behavior: the content offset stays.
    case none
  }
#endif
