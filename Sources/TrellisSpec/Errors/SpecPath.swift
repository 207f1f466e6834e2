/// The place of a value in a spec document, written like a JSONPath:
/// `$.sections[1].itemSizes[0]`.
///
/// `$` is the whole document; `.name` selects an object's field (`["name"]` when the
/// name is not a plain identifier) and `[n]` an array's element.
public struct SpecPath: Hashable, Sendable {
  /// One step from a JSON value into a value it contains.
  public enum Component: Hashable, Sendable {
    /// The field of an object with this name.
    case field(String)
    /// The element of an array at this index.
    case index(Int)
  }

  /// The steps from the document's root, in order.
  public var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The path of the whole document, `$`.
  public static let root = SpecPath()

  /// The path of the field `name` of the object at this path.
  public func appending(_ name: String) -> SpecPath {
    SpecPath(components + [.field(name)])
  }

  /// The path of the element at `index` of the array at this path.
  public func appending(_ index: Int) -> SpecPath {
    SpecPath(components + [.index(index)])
  }
}

extension SpecPath: CustomStringConvertible {
  /// The path as text, such as `$.sections[1].itemSizes[0]` or `$["odd name"]`.
  ///
  /// A field name longer than 64 characters shows its first 64 and `…`, so that a path
  /// stays short whatever names the input has.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .field(let name) where Self.isIdentifier(name): text += "." + JSONText.excerpt(name)
      case .field(let name): text += "[" + JSONText.quoted(name) + "]"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// Whether `name` can follow a dot: ASCII letters, digits and underscores, not
  /// starting with a digit.
  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else {
      return false
    }
    return name.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_"
    }
  }
}
