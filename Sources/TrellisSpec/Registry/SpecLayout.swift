import Trellis

/// A kind of layout that a spec can describe: its configuration and its data, and the
/// layout they make.
///
/// Each kind is one value type in its own folder of TrellisSpec, such as ``FlowSpec``,
/// registered once in the layout registry. Code that works on any spec, such as
/// `trellis layout` or the browser playground, reaches the kind through a
/// ``SpecLayoutVisitor`` and never names it:
///
/// ```swift
/// struct ItemCount: SpecLayoutVisitor {
///   func visit<Kind: SpecLayout>(_ spec: Kind) -> Int {
///     let data = spec.content
///     return (0..<data.numberOfSections).reduce(0) { $0 + data.numberOfItems(inSection: $1) }
///   }
/// }
/// let count = try Spec(json: #"{"sections": [{"items": 3}]}"#).layout.visit(ItemCount())
/// ```
public protocol SpecLayout: Hashable, Sendable {
  /// The type of layout the spec makes.
  associatedtype Layout: CollectionLayout
  /// The data as a spec gives it, such as sections of items.
  associatedtype Content: EditableContent, Hashable, Sendable where Content.Layout == Layout

  /// The kind's name in JSON, the `type` of the `layout` object, such as `"flow"`.
  static var typeName: String { get }

  /// The data.
  var content: Content { get set }

  /// The axis the layout scrolls along, that film strips of it run along.
  var scrollDirection: ScrollDirection { get }

  /// A new layout of the spec's configuration, not yet prepared.
  func makeLayout() -> Layout

  /// The texts that label elements in a picture of the layout, such as the names of the
  /// days of a calendar; none by default.
  func labelTexts() -> [ElementID: String]

  /// What an interactive host needs to know of the kind to show the spec in `viewport`
  /// and let people handle it: its words, snapping, how its items move and read, its
  /// controls and its alternative. By default those of a list or grid whose items
  /// reorder by index.
  func traits(in viewport: Viewport) -> LayoutTraits
}

// MARK: - Default implementations

extension SpecLayout {
  /// No labels.
  public func labelTexts() -> [ElementID: String] { [:] }

  /// The traits of a list or grid whose items reorder by index, with no controls.
  public func traits(in viewport: Viewport) -> LayoutTraits { LayoutTraits() }
}

/// Code that works on a spec's layout of any kind, specialized for the kind it is given.
///
/// ``LayoutSpec/visit(_:)`` calls ``visit(_:)`` with the spec's own kind.
public protocol SpecLayoutVisitor {
  /// What a visit returns.
  associatedtype Result

  /// Works on `spec`, a layout of kind `Kind`.
  func visit<Kind: SpecLayout>(_ spec: Kind) -> Result
}
