import Trellis
import TrellisSpec

extension Spec {
  /// A spec of the layout `kind` in `viewport`, built in code and so bypassing the checks
  /// of the JSON reader: what it gets wrong, only preparing its layout finds.
  package init<Kind: SpecLayout>(_ kind: Kind, viewport: Viewport = Spec.defaultViewport) {
    self.init(viewport: viewport, layout: LayoutSpec(kind))
  }
}

/// The error of preparing `spec`'s layout, or `nil` where it prepares.
package func layoutError(_ spec: Spec) -> SpecError? {
  do {
    _ = try spec.makeLayout()
    return nil
  } catch {
    return error
  }
}

/// The error of preparing the layout of the spec `json`, or `nil` where it prepares.
///
/// - Throws: The error of reading `json`, where it does not read as a spec.
package func layoutError(json: String) throws(SpecError) -> SpecError? {
  layoutError(try Spec(json: json))
}
