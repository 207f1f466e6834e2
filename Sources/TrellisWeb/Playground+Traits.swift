import Trellis
import TrellisSpec

extension Playground {
  /// Puts the traits of the loaded spec's kind in ``text``, as JSON (see
  /// `LayoutTraits.json`).
  ///
  /// - Returns: `false` before a spec has loaded.
  public mutating func describeTraits() -> Bool {
    guard let traits else { return false }
    text = Array(traits.json.utf8)
    return true
  }

  /// Puts the traits of the kind of the spec in `json`, a JSON document as UTF-8, for
  /// its viewport, in ``text``, without showing the spec: what the page needs to know of
  /// a spec before it loads it, or of the layout a transition went to.
  ///
  /// - Returns: `false` with the error's description in ``text`` for a spec that does
  ///   not read.
  public mutating func describeTraits(json: some Sequence<UInt8>) -> Bool {
    do {
      text = Array(try Spec(json: json).traits.json.utf8)
      return true
    } catch {
      text = Array(error.description.utf8)
      return false
    }
  }
}

extension Spec {
  /// The traits of the spec's kind of layout, for its viewport.
  var traits: LayoutTraits {
    layout.visit(TraitsReader(viewport: viewport))
  }
}

/// Reads the traits of a spec's kind.
private struct TraitsReader: SpecLayoutVisitor {
  let viewport: Viewport

  func visit<Kind: SpecLayout>(_ spec: Kind) -> LayoutTraits {
    spec.traits(in: viewport)
  }
}
