/// A layout configuration that holds ``SectionBehaviors``: the configuration of every
/// section-based layout, such as ``FlowLayout/Configuration-swift.struct`` and
/// ``WaterfallLayout/Configuration-swift.struct``.
///
/// It gives the configuration UIKit's pinning switches as shorthands for its
/// ``behaviors``:
///
/// ```swift
/// var configuration = FlowLayout.Configuration()
/// configuration.sectionHeadersPinToVisibleBounds = true
/// // the same as configuration.behaviors.sectionHeadersPinToVisibleBounds = true
/// ```
public protocol SectionBehaviorsConfiguration {
  /// Pinned headers and footers, the collection header and footer, and section
  /// backgrounds.
  var behaviors: SectionBehaviors { get set }
}

extension SectionBehaviorsConfiguration {
  /// Whether section headers pin to the top of the visible area, as in UIKit; a
  /// shorthand for ``SectionBehaviors/sectionHeadersPinToVisibleBounds``.
  public var sectionHeadersPinToVisibleBounds: Bool {
    get { behaviors.sectionHeadersPinToVisibleBounds }
    set { behaviors.sectionHeadersPinToVisibleBounds = newValue }
  }

  /// Whether section footers pin to the bottom of the visible area, as in UIKit; a
  /// shorthand for ``SectionBehaviors/sectionFootersPinToVisibleBounds``.
  public var sectionFootersPinToVisibleBounds: Bool {
    get { behaviors.sectionFootersPinToVisibleBounds }
    set { behaviors.sectionFootersPinToVisibleBounds = newValue }
  }
}
