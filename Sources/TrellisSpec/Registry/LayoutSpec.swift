import Trellis

/// The layout a spec describes: a value of one of the registered kinds of
/// ``SpecLayout``, each carrying the layout's configuration and its data.
///
/// In JSON, the kind is the `type` field of `layout` (`"flow"` when absent) and the data
/// is the top-level field the kind reads (`sections` for most kinds), read by the kind's
/// rules. Code that works on any kind visits the value with a
/// ``SpecLayoutVisitor``; code that knows the kind it wants asks for it with
/// ``as(_:)``:
///
/// ```swift
/// let spec = try Spec(json: #"{"layout": {"itemSize": [40, 40]}, "sections": [{"items": 3}]}"#)
/// spec.layout.typeName                                // "flow"
/// spec.layout.as(FlowSpec.self)?.configuration.itemSize  // 40 x 40
/// ```
public struct LayoutSpec: Hashable, Sendable {
  /// The spec of the kind it is.
  let box: AnySpecLayoutBox

  /// Wraps `spec`, a value of a registered kind.
  init<Kind: RegisteredSpecLayout>(_ spec: Kind) {
    box = SpecLayoutBox(spec)
  }

  /// The kind's name in JSON, such as `flow`.
  public var typeName: String { box.typeName }

  /// The spec as a value of `kind`, or `nil` when it is of another kind.
  public func `as`<Kind: SpecLayout>(_ kind: Kind.Type) -> Kind? {
    (box as? SpecLayoutBox<Kind>)?.spec
  }

  /// Calls `visitor` with the spec as the value of its own kind.
  public func visit<Visitor: SpecLayoutVisitor>(_ visitor: Visitor) -> Visitor.Result {
    visitRegistered(PublicVisitor(visitor: visitor))
  }

  /// Calls `visitor` with the spec as the value of its registered kind.
  func visitRegistered<Visitor: RegisteredSpecLayoutVisitor>(_ visitor: Visitor)
    -> Visitor.Result
  {
    var opener = Opener(spec: self, visitor: visitor)
    LayoutRegistry.forEachKind(&opener)
    guard let result = opener.result else {
      // A `LayoutSpec` is made only from a registered kind.
      preconditionFailure("\(typeName) is not a registered layout kind")
    }
    return result
  }

  /// Whether both are equal specs of the same kind.
  public static func == (lhs: LayoutSpec, rhs: LayoutSpec) -> Bool {
    lhs.box.isEqual(to: rhs.box)
  }

  /// Hashes the kind and its value.
  public func hash(into hasher: inout Hasher) {
    box.hash(into: &hasher)
  }

  /// Finds the registered kind of a spec and gives it to a visitor.
  private struct Opener<Visitor: RegisteredSpecLayoutVisitor>: LayoutKindVisitor {
    let spec: LayoutSpec
    let visitor: Visitor
    var result: Visitor.Result?

    mutating func visit<Kind: RegisteredSpecLayout>(_ kind: Kind.Type) {
      guard result == nil, let value = spec.as(kind) else { return }
      result = visitor.visit(value)
    }
  }

  /// A public visitor, which sees the kind only as a ``SpecLayout``.
  private struct PublicVisitor<Visitor: SpecLayoutVisitor>: RegisteredSpecLayoutVisitor {
    let visitor: Visitor

    func visit<Kind: RegisteredSpecLayout>(_ spec: Kind) -> Visitor.Result {
      visitor.visit(spec)
    }
  }
}

/// A spec of any kind, compared and hashed as its kind does.
class AnySpecLayoutBox: @unchecked Sendable {
  /// The kind's name in JSON.
  var typeName: String { "" }

  /// Whether `other` holds an equal spec of the same kind.
  func isEqual(to other: AnySpecLayoutBox) -> Bool { false }

  /// Hashes the spec.
  func hash(into hasher: inout Hasher) {}
}

/// A spec of kind `Kind`; immutable, so it may be shared across threads.
final class SpecLayoutBox<Kind: SpecLayout>: AnySpecLayoutBox, @unchecked Sendable {
  let spec: Kind

  init(_ spec: Kind) {
    self.spec = spec
  }

  override var typeName: String { Kind.typeName }

  override func isEqual(to other: AnySpecLayoutBox) -> Bool {
    (other as? SpecLayoutBox<Kind>)?.spec == spec
  }

  override func hash(into hasher: inout Hasher) {
    hasher.combine(Kind.typeName)
    hasher.combine(spec)
  }
}
