import Trellis

extension Spec {
  /// The path of the spec field that the value a layout rejected came from.
  ///
  /// A per-section value maps to the section's own field when the section has one,
  /// and to the layout-wide field when the section falls back to it. Content that would
  /// be too large maps to the whole spec, `$`; inputs that no spec field feeds map to
  /// `$.layout`.
  public func path(for error: LayoutError) -> SpecPath {
    let viewportPath = SpecPath.root.appending("viewport")
    switch error.input {
    case .viewportSize:
      let width = viewport.size.width
      return viewportPath.appending(LayoutLimits.lengthRange.contains(width) ? "height" : "width")
    case .contentOffset: return viewportPath.appending("contentOffset")
    case .contentInset: return viewportPath.appending("contentInset")
    case .safeAreaInsets: return viewportPath.appending("safeAreaInsets")
    case .layoutMargins: return viewportPath.appending("layoutMargins")
    case .scale: return viewportPath.appending("scale")
    case .contentSize: return .root
    default:
      return layout.path(for: error, dataAt: .root)
    }
  }
}

extension LayoutSpec {
  /// The path of the field that a value of the layout's configuration or data came
  /// from, with the data (`sections` or `events`) in the object at `parent`: the
  /// document for a spec's own data, an action for the data an action gives.
  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    visitRegistered(PathFinder(error: error, parent: parent))
  }

  /// The same layout with `content` as its data, or the layout as it is when `content`
  /// is the data of another kind of layout.
  func replacingContent(_ content: SpecContent) -> LayoutSpec {
    visitRegistered(ContentReplacer(content: content)) ?? self
  }

  /// Finds the field of a rejected value as the spec's kind does.
  private struct PathFinder: RegisteredSpecLayoutVisitor {
    let error: LayoutError
    let parent: SpecPath

    func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> SpecPath {
      spec.path(for: error, dataAt: parent)
    }
  }

  /// Puts data of the spec's kind in the spec.
  private struct ContentReplacer: RegisteredSpecLayoutVisitor {
    let content: SpecContent

    func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> LayoutSpec? {
      guard let data = content.content(of: Kind.self) else { return nil }
      var spec = spec
      spec.content = data
      return LayoutSpec(spec)
    }
  }
}
