import Trellis

extension CarouselSpec: RegisteredSpecLayout {
  /// `"carousel"`.
  public static var typeName: String { "carousel" }
  static var capabilities: Set<LayoutCapability> { [.move, .transition] }

  /// A carousel of the spec's configuration.
  public func makeLayout() -> CarouselLayout {
    CarouselLayout(configuration: configuration)
  }

  /// Rejects the values the carousel would reject when it is made, each at its field
  /// of the `layout` object at `layout`: the spec's own, or a transition's.
  func validate(layoutAt layout: SpecPath) throws(SpecError) {
    do { try configuration.validate() } catch {
      throw SpecError(path: Self.path(for: error.input, layoutAt: layout), problem: .layout(error))
    }
  }
}

extension CarouselContent: PlayableContent {
  typealias Spec = CarouselSpec
}
