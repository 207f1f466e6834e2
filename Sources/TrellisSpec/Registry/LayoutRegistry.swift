import Trellis

/// The kinds of layout a spec can name, one line each.
///
/// Everything that reads, plays or shows a spec of any kind goes through this list: the
/// spec reader finds the kind a `type` names here, ``LayoutSpec/visit(_:)`` opens a
/// spec as its kind, and error messages list the kinds that can do something. A new
/// kind is its folder of TrellisSpec (its ``SpecLayout`` value, decoding and playback)
/// and one line here.
enum LayoutRegistry {
  /// Calls `visitor` with each registered kind, in the order the documentation lists
  /// them; the first is the kind of a spec that names none.
  static func forEachKind<Visitor: LayoutKindVisitor>(_ visitor: inout Visitor) {
    visitor.visit(FlowSpec.self)
    visitor.visit(WaterfallSpec.self)
    visitor.visit(WeekSpec.self)
    visitor.visit(CarouselSpec.self)
    visitor.visit(CompositionalSpec.self)
    visitor.visit(ListSpec.self)
  }

  /// The names of the registered kinds, or of those that can do `capability`, in order.
  static func typeNames(that capability: LayoutCapability? = nil) -> [String] {
    var names = KindNames(capability: capability)
    forEachKind(&names)
    return names.names
  }

  /// The names of the kinds that can do `capability`, as a message lists them:
  /// `"a, b or c"`.
  static func typeList(that capability: LayoutCapability) -> String {
    list(typeNames(that: capability))
  }

  /// `names` as a message lists them: `"a, b or c"`.
  static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.last ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }

  /// The field of a spec that holds the data of `kind`, such as `sections`, or `nil`
  /// when `kind` is not a registered kind.
  static func dataField<Kind: SpecLayout>(of kind: Kind.Type) -> String? {
    var finder = DataFieldFinder(kind: KindToken<Kind>())
    forEachKind(&finder)
    return finder.field
  }

  /// Whether `kind` is a registered kind.
  static func isRegistered<Kind: SpecLayout>(_ kind: Kind.Type) -> Bool {
    dataField(of: kind) != nil
  }

  /// Stands for a kind, so that a visit can tell whether a registered kind is it by a
  /// class cast, which Embedded Swift makes as any Swift does.
  private class AnyKindToken {}

  /// Stands for `Kind`.
  private final class KindToken<Kind: SpecLayout>: AnyKindToken {}

  /// Finds the data field of the registered kind that a token stands for.
  private struct DataFieldFinder: LayoutKindVisitor {
    let kind: AnyKindToken
    var field: String?

    mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
      if field == nil, self.kind is KindToken<Kind> { field = Kind.dataField }
    }
  }

  /// Collects the names of the kinds.
  private struct KindNames: LayoutKindVisitor {
    let capability: LayoutCapability?
    var names: [String] = []

    mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
      if let capability, !Kind.capabilities.contains(capability) { return }
      names.append(Kind.typeName)
    }
  }
}

/// What a kind of layout can do in a spec's script, beyond laying out, updating and
/// scrolling.
public enum LayoutCapability: Hashable, Sendable, CaseIterable {
  /// Its items can be dragged to other places: the `move` action.
  case move
  /// It can switch to another layout with a transition: the `transition` action.
  case transition
  /// It can have sections that scroll sideways: the `scrollSection` action.
  case scrollSection
  /// Its sections' items can be trees whose rows expand and collapse: the `expand` and
  /// `collapse` actions.
  case outline
}

/// Code that runs once for each registered kind of layout.
protocol LayoutKindVisitor {
  /// Runs for the kind `kind`.
  mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type)
}

/// Code of TrellisSpec that works on a spec's layout of any kind, with what the spec
/// reader and the playback know of the kind.
protocol RegisteredSpecLayoutVisitor {
  /// What a visit returns.
  associatedtype Result

  /// Works on `spec`, a layout of kind `Kind`.
  func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> Result
}
