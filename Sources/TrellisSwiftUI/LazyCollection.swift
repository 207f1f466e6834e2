#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Trellis
  import TrellisAdapter
  import TrellisUIKit
  import UIKit

  /// A SwiftUI view that shows a huge collection with any Trellis layout, creating only
  /// the cells that are visible: a `UICollectionView` whose cells are SwiftUI views.
  ///
  /// Items are identified as in `List` and `ForEach`: by a key path, or by their `id`
  /// when they are `Identifiable`. A new value under the same identifier reconfigures
  /// that cell in place; only identifiers that come, go or move animate as inserts,
  /// deletes and moves, inside an animated transaction (`withAnimation`) and without
  /// animation otherwise. An update that keeps the identifiers costs a comparison of the
  /// data's bytes with those before, and no diff (see
  /// ``TrellisAdapter/IdentifiedCollection``).
  ///
  /// ```swift
  /// LazyCollection(messages, id: \.id, layout: .flow(listConfiguration)) { message in
  ///   MessageRow(message)
  /// }
  /// .selection($selected)
  /// .scrollPosition(id: $visibleMessage)
  /// .contentAnchor(.bottom)
  /// .sectionHeader { section in Text(section) }
  /// ```
  ///
  /// An identifier used twice is reported to ``onIdentityError(_:)`` and the collection
  /// keeps showing the data before it; it never reaches UIKit, whose diffable data source
  /// would stop the app.
  @available(iOS 16.0, *)
  public struct LazyCollection<
    SectionID: Hashable & Sendable, Item: Equatable, ItemID: Hashable & Sendable, Cell: View
  >: UIViewRepresentable {
    let sections: [IdentifiedSection<SectionID, Item>]
    let identify: (Item) -> ItemID
    let layout: LazyCollectionLayout
    let cell: (Item) -> Cell
    var selection: Selection?
    var scrollPosition: Binding<ItemID?>?
    var anchor = LazyCollectionAnchor.firstVisibleItem
    var header: ((SectionID) -> AnyView)?
    var footer: ((SectionID) -> AnyView)?
    var itemSize: ((Item) -> CGSize)?
    var event: ((Item) -> CalendarEvent)?
    var identityError: ((SnapshotError<SectionID, ItemID>) -> Void)?
    var move: ((_ item: ItemID, _ destination: Trellis.IndexPath) -> Void)?
    var eventMove: EventMove?
    var refresh: (@MainActor @Sendable () async -> Void)?
    var menu: ((Item) -> [CollectionMenuAction])?
    var leadingSwipe: CollectionSwipeActions<Item>?
    var trailingSwipe: CollectionSwipeActions<Item>?

    /// The selection binding: one identifier or a set of them.
    enum Selection {
      case single(Binding<ItemID?>)
      case multiple(Binding<Set<ItemID>>)
    }

    /// What a drag of a week calendar's event snaps to, and what the drop tells the app.
    struct EventMove {
      let minuteStep: Double
      let action: (_ item: ItemID, _ event: CalendarEvent) -> Void
    }

    /// A collection of `sections`, whose items `id` identifies, laid out by `layout`,
    /// each item shown by the view `cell` builds.
    public init(
      sections: [IdentifiedSection<SectionID, Item>], id: KeyPath<Item, ItemID>,
      layout: LazyCollectionLayout, @ViewBuilder cell: @escaping (Item) -> Cell
    ) {
      self.sections = sections
      self.identify = { $0[keyPath: id] }
      self.layout = layout
      self.cell = cell
    }

    /// A collection view with the layout, showing the data.
    public func makeUIView(context: Context) -> UICollectionView {
      let layout = layout.make()
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      context.coordinator.attach(to: collectionView)
      context.coordinator.update(
        with: self, environment: context.environment, animated: false,
        collectionView: collectionView)
      return collectionView
    }

    /// Shows the current data, animating the difference inside an animated transaction,
    /// shows the cells in view again with the current `cell` (a body that changed
    /// without changing the data costs what is visible, not a diff), and follows the
    /// selection and scroll position bindings.
    public func updateUIView(_ collectionView: UICollectionView, context: Context) {
      let animated =
        context.transaction.animation != nil && !context.transaction.disablesAnimations
      context.coordinator.update(
        with: self, environment: context.environment, animated: animated,
        collectionView: collectionView)
    }

    /// A coordinator that will be the collection view's data source and delegate.
    public func makeCoordinator() -> Coordinator { Coordinator(identify: identify) }
  }

  @available(iOS 16.0, *)
  extension LazyCollection where SectionID == Int {
    /// A collection of one section of `items`, whose items `id` identifies.
    public init(
      _ items: [Item], id: KeyPath<Item, ItemID>, layout: LazyCollectionLayout,
      @ViewBuilder cell: @escaping (Item) -> Cell
    ) {
      self.init(
        sections: [IdentifiedSection(id: 0, items: items)], id: id, layout: layout, cell: cell)
    }
  }

  @available(iOS 16.0, *)
  extension LazyCollection where Item: Identifiable, ItemID == Item.ID {
    /// A collection of `sections` of `Identifiable` items.
    public init(
      sections: [IdentifiedSection<SectionID, Item>], layout: LazyCollectionLayout,
      @ViewBuilder cell: @escaping (Item) -> Cell
    ) {
      self.init(sections: sections, id: \.id, layout: layout, cell: cell)
    }
  }

  @available(iOS 16.0, *)
  extension LazyCollection where SectionID == Int, Item: Identifiable, ItemID == Item.ID {
    /// A collection of one section of `Identifiable` items.
    public init(
      _ items: [Item], layout: LazyCollectionLayout, @ViewBuilder cell: @escaping (Item) -> Cell
    ) {
      self.init(items, id: \.id, layout: layout, cell: cell)
    }
  }

  // MARK: - Modifiers

  @available(iOS 16.0, *)
  extension LazyCollection {
    /// Selects at most one item, by identifier, as `List(selection:)` does.
    public func selection(_ selection: Binding<ItemID?>) -> Self {
      var copy = self
      copy.selection = .single(selection)
      return copy
    }

    /// Selects any number of items, by identifier, as `List(selection:)` does with a set.
    public func selection(_ selection: Binding<Set<ItemID>>) -> Self {
      var copy = self
      copy.selection = .multiple(selection)
      return copy
    }

    /// Reads and sets the scroll position by identifier, as SwiftUI's
    /// `scrollPosition(id:)`: the collection writes the first visible item's identifier
    /// as the user scrolls, and scrolls to an item when the binding is set to it.
    public func scrollPosition(id position: Binding<ItemID?>) -> Self {
      var copy = self
      copy.scrollPosition = position
      return copy
    }

    /// What stays in place when the data changes: the first visible item (the
    /// default), the bottom of the content for a chat, or nothing.
    public func contentAnchor(_ anchor: LazyCollectionAnchor) -> Self {
      var copy = self
      copy.anchor = anchor
      return copy
    }

    /// Shows `content` for each section's header, in the layout's section headers.
    public func sectionHeader(
      @ViewBuilder _ content: @escaping (SectionID) -> some View
    ) -> Self {
      var copy = self
      copy.header = { AnyView(content($0)) }
      return copy
    }

    /// Shows `content` for each section's footer, in the layout's section footers.
    public func sectionFooter(
      @ViewBuilder _ content: @escaping (SectionID) -> some View
    ) -> Self {
      var copy = self
      copy.footer = { AnyView(content($0)) }
      return copy
    }

    /// Gives each item its size for the layouts that ask for sizes (flow, waterfall);
    /// without it they use their configured size.
    public func itemSize(_ size: @escaping (Item) -> CGSize) -> Self {
      var copy = self
      copy.itemSize = size
      return copy
    }

    /// Gives each item of section 0 its day and time in a week calendar; without it
    /// every item is an hour at midnight of day 0.
    public func calendarEvent(_ event: @escaping (Item) -> CalendarEvent) -> Self {
      var copy = self
      copy.event = event
      return copy
    }

    /// Lets the user reorder items by a long press and a drag, as `onMove` does in a
    /// `List`: the drag follows the layout's rules, and at the drop `action` receives
    /// the item and its index path in the data after the move, which the app applies to
    /// its data.
    public func onMove(
      _ action: @escaping (_ item: ItemID, _ destination: Trellis.IndexPath) -> Void
    )
      -> Self
    {
      var copy = self
      copy.move = action
      return copy
    }

    /// Lets the user drag an event of a week calendar to another day and time by a long
    /// press, as in Calendar: the event follows the finger in steps of `minuteStep`
    /// minutes, the events it overlaps make room, and at the drop `action` receives the
    /// item and its new day and time, which the app writes to its data.
    ///
    /// ```swift
    /// LazyCollection(meetings, layout: .weekCalendar()) { MeetingView($0) }
    ///   .calendarEvent(\.event)
    ///   .onEventMove { id, event in meetings[id: id]?.event = event }
    /// ```
    ///
    /// The event stays where it was dropped until the app's next data arrives; data in
    /// which the app kept the old time puts it back.
    public func onEventMove(
      minuteStep: Double = 15,
      _ action: @escaping (_ item: ItemID, _ event: CalendarEvent) -> Void
    ) -> Self {
      var copy = self
      copy.eventMove = EventMove(minuteStep: minuteStep, action: action)
      return copy
    }

    /// Gives each item a context menu of the actions `actions` returns for it; an item
    /// for which it returns none has no menu.
    public func contextMenu(_ actions: @escaping (Item) -> [CollectionMenuAction]) -> Self {
      var copy = self
      copy.menu = actions
      return copy
    }

    /// Gives each row swipe actions on side `edge`, as `swipeActions(edge:allowsFullSwipe:content:)`
    /// does in a `List`: a horizontal swipe reveals the buttons of the actions that
    /// `actions` returns for the item, the first nearest the edge; a tap on a button runs
    /// its action, and so does a full swipe for the first when `allowsFullSwipe`. An
    /// item for which it returns none does not slide that way. The cell carries the
    /// actions as its `accessibilityCustomActions` too.
    ///
    /// Rows slide in a list or compositional layout (``LazyCollectionLayout/list(using:)``,
    /// ``LazyCollectionLayout/compositional(section:configuration:)``); other layouts
    /// ignore the modifier.
    ///
    /// ```swift
    /// LazyCollection(mail, layout: .list(using: ListConfiguration(appearance: .plain))) {
    ///   MessageRow($0)
    /// }
    /// .swipeActions(edge: .leading) { message in
    ///   [CollectionSwipeAction("Read", systemImage: "envelope.open", tint: .blue) { read(message) }]
    /// }
    /// ```
    public func swipeActions(
      edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
      _ actions: @escaping (Item) -> [CollectionSwipeAction]
    ) -> Self {
      var copy = self
      let side = CollectionSwipeActions(allowsFullSwipe: allowsFullSwipe, actions: actions)
      if edge == .leading { copy.leadingSwipe = side } else { copy.trailingSwipe = side }
      return copy
    }

    /// Pulling down the top of the collection runs `action`, with the system's refresh
    /// control spinning until it returns, as `refreshable` does in a `List`.
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> Self {
      var copy = self
      copy.refresh = action
      return copy
    }

    /// Called with the error when the data uses an identifier twice; the collection
    /// keeps showing the data before it.
    public func onIdentityError(
      _ action: @escaping (SnapshotError<SectionID, ItemID>) -> Void
    ) -> Self {
      var copy = self
      copy.identityError = action
      return copy
    }
  }
#endif
