import Trellis

/// The JSON names of the choices a spec can make, in the order the documentation lists
/// them.
enum SpecNames {
  static let scrollDirection: KeyValuePairs<String, ScrollDirection> = [
    "vertical": .vertical,
    "horizontal": .horizontal,
  ]

  static let layoutDirection: KeyValuePairs<String, LayoutDirection> = [
    "leftToRight": .leftToRight,
    "rightToLeft": .rightToLeft,
  ]

  static let alignment: KeyValuePairs<String, FlowLayout.Alignment> = [
    "uikit": .uikit,
    "justified": .justified,
    "leading": .leading,
    "center": .center,
    "trailing": .trailing,
  ]

  static let verticalAlignment: KeyValuePairs<String, FlowLayout.VerticalAlignment> = [
    "top": .top,
    "center": .center,
    "bottom": .bottom,
  ]

  static let sectionInsetReference: KeyValuePairs<String, FlowLayout.SectionInsetReference> = [
    "fromContentInset": .fromContentInset,
    "fromSafeArea": .fromSafeArea,
    "fromLayoutMargins": .fromLayoutMargins,
  ]

  static let pinningMode: KeyValuePairs<String, PinningMode> = [
    "push": .push,
    "stack": .stack,
    "untilNextPinned": .untilNextPinned,
  ]

  static let scrollAnchor: KeyValuePairs<String, ScrollAnchor> = [
    "firstVisibleItem": .firstVisibleItem,
    "lastVisibleItem": .lastVisibleItem,
  ]

  static let scrollPosition: KeyValuePairs<String, ScrollPosition> = [
    "top": .top,
    "center": .center,
    "bottom": .bottom,
  ]

  static let anchor: KeyValuePairs<String, ContentOffsetAdjustment> = [
    "none": .keep,
    "firstVisibleItem": .anchorFirstVisibleItem,
  ]

  static let curve: KeyValuePairs<String, TimingCurve> = [
    "linear": .linear,
    "easeIn": .easeIn,
    "easeOut": .easeOut,
    "easeInOut": .easeInOut,
  ]
}

extension SpecNames {
  static let swipeActionStyle: KeyValuePairs<String, SwipeAction.Style> = [
    "normal": .normal,
    "destructive": .destructive,
  ]

  static let listAppearance: KeyValuePairs<String, ListConfiguration.Appearance> = [
    "plain": .plain,
    "grouped": .grouped,
    "insetGrouped": .insetGrouped,
    "sidebar": .sidebar,
    "sidebarPlain": .sidebarPlain,
  ]

  static let listHeaderMode: KeyValuePairs<String, ListConfiguration.HeaderMode> = [
    "none": .none,
    "supplementary": .supplementary,
    "firstItemInSection": .firstItemInSection,
  ]

  static let listFooterMode: KeyValuePairs<String, ListConfiguration.FooterMode> = [
    "none": .none,
    "supplementary": .supplementary,
  ]

  static let decorationExtent: KeyValuePairs<String, LayoutDecorationItem.Extent> = [
    "section": .section,
    "content": .content,
  ]

  static let separatorVisibility: KeyValuePairs<String, SeparatorConfiguration.Visibility> = [
    "automatic": .automatic,
    "visible": .visible,
    "hidden": .hidden,
  ]
}
