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
///
/// Code that builds a spec wraps a value of its kind: `LayoutSpec(FlowSpec(...))`.
public struct LayoutSpec: Hashable, Sendable {
  /// The spec of the kind it is.
  let box: AnyKindValueBox

  /// Wraps `spec`, a value of one of the kinds TrellisSpec registers, such as
  /// ``FlowSpec``.
  ///
  /// - Precondition: `Kind` is a registered kind; a ``SpecLayout`` of another module
  ///   cannot be read, played or shown.
  public init<Kind: SpecLayout>(_ spec: Kind) {
    precondition(
      LayoutRegistry.isRegistered(Kind.self), "\(Kind.typeName) is not a registered kind")
    box = KindValueBox<Kind, Kind>(spec)
  }

  /// The kind's name in JSON, such as `flow`.
  public var typeName: String { box.typeName }

  /// The spec as a value of `kind`, or `nil` when it is of another kind.
  public func `as`<Kind: SpecLayout>(_ kind: Kind.Type) -> Kind? {
    (box as? KindValueBox<Kind, Kind>)?.value
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

/// A value of a kind of layout, its spec or its data, compared and hashed as its type
/// does.
class AnyKindValueBox: @unchecked Sendable {
  /// The kind's name in JSON.
  var typeName: String { "" }

  /// Whether `other` holds an equal value of the same kind and type.
  func isEqual(to other: AnyKindValueBox) -> Bool { false }

  /// Hashes the kind and the value.
  func hash(into hasher: inout Hasher) {}
}

/// A value of kind `Kind`, such as the spec itself or its data; immutable, so it may be
/// shared across threads.
final class KindValueBox<Kind: SpecLayout, Value: Hashable & Sendable>: AnyKindValueBox,
  @unchecked Sendable
{
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  override var typeName: String { Kind.typeName }

  override func isEqual(to other: AnyKindValueBox) -> Bool {
    (other as? KindValueBox<Kind, Value>)?.value == value
  }

  override func hash(into hasher: inout Hasher) {
    hasher.combine(Kind.typeName)
    hasher.combine(value)
  }
}
