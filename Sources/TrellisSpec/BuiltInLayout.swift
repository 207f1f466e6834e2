import Trellis

/// A prepared layout of one of the built-in types, as a spec chooses it at run time.
///
/// The cases keep the concrete layout types, so code that switches on them is
/// specialized; the forwarding members cover what a command-line tool or a renderer
/// asks of any layout.
public enum BuiltInLayout {
  /// A flow layout.
  case flow(FlowLayout)
  /// A waterfall layout.
  case waterfall(WaterfallLayout)
  /// A week calendar.
  case week(WeekCalendarLayout)
  /// A carousel.
  case carousel(CarouselLayout)

  /// The layout as a ``CollectionLayout``.
  public var base: any CollectionLayout {
    switch self {
    case .flow(let layout): layout
    case .waterfall(let layout): layout
    case .week(let layout): layout
    case .carousel(let layout): layout
    }
  }

  /// The viewport the layout was prepared for.
  public var viewport: Viewport {
    switch self {
    case .flow(let layout): layout.viewport
    case .waterfall(let layout): layout.viewport
    case .week(let layout): layout.viewport
    case .carousel(let layout): layout.viewport
    }
  }

  /// The size of the scrollable content.
  ///
  /// - Complexity: O(1).
  public var contentSize: Size {
    switch self {
    case .flow(let layout): layout.contentSize
    case .waterfall(let layout): layout.contentSize
    case .week(let layout): layout.contentSize
    case .carousel(let layout): layout.contentSize
    }
  }

  /// The attributes of every element whose frame intersects `rect`, in the order the
  /// layout reports them.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* elements of which *k* are reported.
  public func elements(in rect: Rect) -> [LayoutAttributes] {
    switch self {
    case .flow(let layout): layout.elements(in: rect)
    case .waterfall(let layout): layout.elements(in: rect)
    case .week(let layout): layout.elements(in: rect)
    case .carousel(let layout): layout.elements(in: rect)
    }
  }

  /// The attributes of every element, in the order the layout reports them: section by
  /// section, or for a week calendar decorations, events, then headers.
  ///
  /// - Complexity: O(*n*).
  public func allElements() -> [LayoutAttributes] {
    switch self {
    case .flow(let layout): layout.allElements()
    case .waterfall(let layout): layout.allElements()
    case .week(let layout): layout.allElements()
    case .carousel(let layout): layout.allElements()
    }
  }

  /// The attributes of one element, or `nil` if the layout has no such element.
  ///
  /// - Complexity: O(1).
  public func attributes(for element: ElementID) -> LayoutAttributes? {
    switch self {
    case .flow(let layout): layout.attributes(for: element)
    case .waterfall(let layout): layout.attributes(for: element)
    case .week(let layout): layout.attributes(for: element)
    case .carousel(let layout): layout.attributes(for: element)
    }
  }

  /// Calls `body` with the attributes of every element whose frame intersects `rect`,
  /// or of every element when `rect` is `nil`, in the order the layout reports them,
  /// without collecting them.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* elements of which *k* are reported, O(*n*)
  ///   without a rect.
  public func forEachElement(in rect: Rect?, _ body: (LayoutAttributes) -> Void) {
    switch (self, rect) {
    case (.flow(let layout), let rect?): layout.forEachElement(in: rect, body)
    case (.flow(let layout), nil): layout.forEachElement(body)
    case (.waterfall(let layout), let rect?): layout.forEachElement(in: rect, body)
    case (.waterfall(let layout), nil): layout.forEachElement(body)
    case (.week(let layout), let rect?): layout.forEachElement(in: rect, body)
    case (.week(let layout), nil): layout.forEachElement(body)
    case (.carousel(let layout), let rect?): layout.forEachElement(in: rect, body)
    case (.carousel(let layout), nil): layout.forEachElement(body)
    }
  }
}
