import Trellis

/// The colors of a rendering: one ``Swatch`` per kind of element, plus the colors of the
/// canvas, the content area, the viewport outline and the labels.
///
/// Every built-in kind has a hue of its own, so a picture reads like its legend: cells
/// blue, section headers orange, section footers green, the collection header violet,
/// the collection footer grape, section backgrounds yellow. A custom kind named in
/// ``namedKinds`` has its own swatch there: the standard palette gives the calendar's
/// kinds theirs (day headers teal, hour headers lime, the corner gray, hour lines light
/// gray, the current time red, day backgrounds and the all-day row's background pale
/// gray). Other custom
/// kinds take a swatch from ``customSupplementaries`` or ``customDecorations``, chosen by
/// a hash of the kind's name, so a kind keeps its color from one picture to the next.
public struct Palette: Hashable, Sendable {
  /// The swatch of cells.
  public var cell: Swatch
  /// The swatch of section headers.
  public var sectionHeader: Swatch
  /// The swatch of section footers.
  public var sectionFooter: Swatch
  /// The swatch of the collection header.
  public var collectionHeader: Swatch
  /// The swatch of the collection footer.
  public var collectionFooter: Swatch
  /// The swatch of section backgrounds.
  public var sectionBackground: Swatch
  /// The swatches that supplementary elements of custom kinds choose from.
  public var customSupplementaries: [Swatch]
  /// The swatches that decoration elements of custom kinds choose from.
  public var customDecorations: [Swatch]
  /// The swatches of custom kinds by name, such as `dayHeader`, whatever their
  /// category; they take precedence over ``customSupplementaries`` and
  /// ``customDecorations``.
  public var namedKinds: [String: Swatch]
  /// The color of label text.
  public var label: String
  /// The color of the canvas around the content.
  public var canvas: String
  /// The color of the content area, behind every element.
  public var content: String
  /// The color of the viewport's outline when the whole content is shown.
  public var viewport: String

  /// Creates a palette from its swatches and colors.
  public init(
    cell: Swatch, sectionHeader: Swatch, sectionFooter: Swatch, collectionHeader: Swatch,
    collectionFooter: Swatch, sectionBackground: Swatch, customSupplementaries: [Swatch],
    customDecorations: [Swatch], namedKinds: [String: Swatch] = [:], label: String,
    canvas: String, content: String, viewport: String
  ) {
    self.cell = cell
    self.sectionHeader = sectionHeader
    self.sectionFooter = sectionFooter
    self.collectionHeader = collectionHeader
    self.collectionFooter = collectionFooter
    self.sectionBackground = sectionBackground
    self.customSupplementaries = customSupplementaries
    self.customDecorations = customDecorations
    self.namedKinds = namedKinds
    self.label = label
    self.canvas = canvas
    self.content = content
    self.viewport = viewport
  }

  /// Light fills with outlines of the same hue, readable with dark labels.
  public static let standard = Palette(
    cell: Swatch(fill: "#d0ebff", stroke: "#1c7ed6"),
    sectionHeader: Swatch(fill: "#ffd8a8", stroke: "#e8590c"),
    sectionFooter: Swatch(fill: "#d3f9d8", stroke: "#2f9e44"),
    collectionHeader: Swatch(fill: "#e5dbff", stroke: "#7048e8"),
    collectionFooter: Swatch(fill: "#f3d9fa", stroke: "#ae3ec9"),
    sectionBackground: Swatch(fill: "#fff3bf", stroke: "#f08c00"),
    customSupplementaries: [
      Swatch(fill: "#c3fae8", stroke: "#0ca678"),
      Swatch(fill: "#c5f6fa", stroke: "#0c8599"),
      Swatch(fill: "#e9fac8", stroke: "#66a80f"),
    ],
    customDecorations: [
      Swatch(fill: "#ffe3e3", stroke: "#e03131"),
      Swatch(fill: "#ffdeeb", stroke: "#c2255c"),
      Swatch(fill: "#e9ecef", stroke: "#495057"),
    ],
    namedKinds: [
      "dayHeader": Swatch(fill: "#96f2d7", stroke: "#099268"),
      "hourHeader": Swatch(fill: "#d8f5a2", stroke: "#5c940d"),
      "corner": Swatch(fill: "#ced4da", stroke: "#343a40"),
      "hourLine": Swatch(fill: "#adb5bd", stroke: "#adb5bd"),
      "currentTime": Swatch(fill: "#fa5252", stroke: "#c92a2a"),
      "dayBackground": Swatch(fill: "#f1f3f5", stroke: "#ced4da"),
      "allDayBackground": Swatch(fill: "#f8f9fa", stroke: "#ced4da"),
    ],
    label: "#212529", canvas: "#e9ecef", content: "#ffffff", viewport: "#e03131")

  /// The swatch an element is drawn with.
  ///
  /// Built-in kinds use their own swatch whatever their category, and so do custom
  /// kinds named in ``namedKinds``. Any other custom kind uses a swatch from ``customSupplementaries`` (supplementary elements) or
  /// ``customDecorations`` (decoration elements), picked by a hash of its name that does
  /// not change between runs; an empty list falls back to ``cell``.
  ///
  /// - Complexity: O(*m*) for a custom kind whose name has *m* bytes, O(1) otherwise.
  public func swatch(for element: ElementID) -> Swatch {
    switch element {
    case .cell: return cell
    case .supplementary(let kind, _): return swatch(for: kind, custom: customSupplementaries)
    case .decoration(let kind, _): return swatch(for: kind, custom: customDecorations)
    }
  }

  private func swatch(for kind: ElementKind, custom: [Swatch]) -> Swatch {
    switch kind {
    case .sectionHeader: return sectionHeader
    case .sectionFooter: return sectionFooter
    case .collectionHeader: return collectionHeader
    case .collectionFooter: return collectionFooter
    case .sectionBackground: return sectionBackground
    case .custom(let name):
      if let swatch = namedKinds[name] { return swatch }
      guard !custom.isEmpty else { return cell }
      return custom[Int(Self.stableHash(name) % UInt64(custom.count))]
    }
  }

  /// The 64-bit FNV-1a hash of the name's UTF-8 bytes: unlike `hashValue`, the same in
  /// every process.
  static func stableHash(_ name: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
