import Trellis

/// A complete description of a collection view to lay out: its viewport, its layout
/// with the layout's configuration, and its data, as read from a JSON document.
///
/// ```swift
/// let spec = try Spec(json: """
///   {"viewport": {"width": 120},
///    "sections": [{"items": 3}]}
///   """)
/// let layout = try spec.makeLayout()
/// let frames = layout.allElements().map(\.frame)
/// ```
///
/// The format is described in `docs/spec.md`. Every field but `sections` has a
/// default: UIKit's for the layout, ``defaultViewport`` for the viewport, no
/// ``actions``; a kind may read its data from another field than `sections`.
public struct Spec: Hashable, Sendable {
  /// The collection view's size, scroll position, insets, scale and direction.
  public var viewport: Viewport
  /// The layout, its configuration and its data.
  public var layout: LayoutSpec
  /// The script run on a collection view of the layout by ``Playback``: updates,
  /// snapshots and scrolls, in order. `trellis layout` shows the data before them.
  public var actions: [SpecAction]
  /// The sections whose `items` are trees, whose rows the `expand` and `collapse`
  /// actions show and hide; the layout's data has one item per visible row.
  public var outlines: [SpecOutline]

  /// Creates a spec from its parts.
  public init(
    viewport: Viewport = Spec.defaultViewport, layout: LayoutSpec, actions: [SpecAction] = [],
    outlines: [SpecOutline] = []
  ) {
    self.viewport = viewport
    self.layout = layout
    self.actions = actions
    self.outlines = outlines
  }

  /// The viewport of a spec that gives none: 375 x 667 points (an iPhone's portrait
  /// screen), scale 1, no content offset, no insets, left to right.
  public static let defaultViewport = Viewport(size: Size(width: 375, height: 667))

  /// The longest JSON document a spec may be, in bytes: 64 MiB.
  public static let maximumByteCount = JSONParser.maximumByteCount

  /// The most elements an array of a spec may have: 1,000,000.
  public static let maximumArrayCount = JSONParser.maximumArrayCount

  /// The most elements a picture of a spec, or a step of its playback, shows at once:
  /// 250,000, far more than any screen holds (an iPad's screen of 44-point cells holds
  /// about 1,000). A viewport or a drawing of the whole content with more is refused
  /// before anything is drawn or printed, so that no spec makes `trellis render` or
  /// `trellis play` write hundreds of megabytes.
  public static let maximumShownElementCount = 250_000

  /// Throws when a picture or a playback step would show `count` elements, more than
  /// ``maximumShownElementCount``; the error names `path`.
  ///
  /// - Parameters:
  ///   - count: The number of elements the picture or step would show.
  ///   - path: Where in the spec the shown elements come from, such as its viewport.
  public static func checkShownElementCount(_ count: Int, at path: SpecPath) throws(SpecError) {
    guard count <= maximumShownElementCount else {
      throw SpecError(
        path: path, problem: .tooManyShownElements(count, limit: maximumShownElementCount))
    }
  }

  /// The most values a spec may have, counting every number, string, literal, array and
  /// object: 5,000,000.
  public static let maximumValueCount = JSONParser.maximumValueCount

  /// Reads a spec from a JSON document given as UTF-8 bytes, such as the contents of
  /// a file.
  ///
  /// - Throws: A ``SpecError`` naming the first value that is malformed, of the wrong
  ///   type, out of range or not part of the schema, or
  ///   ``SpecError/Problem/inputTooLarge(limit:)`` for a document longer than
  ///   ``maximumByteCount``.
  public init(json bytes: some Sequence<UInt8>) throws(SpecError) {
    let value = try JSONParser.parse(Array(bytes))
    try self.init(Node(value: value, path: .root))
  }

  /// Reads a spec from a JSON document.
  ///
  /// - Throws: A ``SpecError`` naming the first value that is malformed, of the wrong
  ///   type, out of range or not part of the schema.
  public init(json text: String) throws(SpecError) {
    try self.init(json: text.utf8)
  }

  /// Creates the spec's layout and prepares it for the spec's viewport and data.
  ///
  /// - Throws: A ``SpecError`` whose problem is ``SpecError/Problem/layout(_:)`` when
  ///   the layout rejects a value; its path names the field the value came from.
  ///   A spec read from JSON has been checked already, so this happens for specs built
  ///   in code, and for the values that only the viewport can judge: columns
  ///   that leave no width, and item sizes with no width to scale.
  public func makeLayout() throws(SpecError) -> PreparedLayout {
    try layout.visitRegistered(LayoutMaker(viewport: viewport)).mapError { error in
      SpecError(path: path(for: error), problem: .layout(error))
    }.get()
  }

  /// Prepares the layout of a spec's kind.
  private struct LayoutMaker: RegisteredSpecLayoutVisitor {
    let viewport: Viewport

    func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> Result<PreparedLayout, LayoutError> {
      do throws(LayoutError) {
        return .success(PreparedLayout(try spec.preparedLayout(for: viewport)))
      } catch {
        return .failure(error)
      }
    }
  }
}
