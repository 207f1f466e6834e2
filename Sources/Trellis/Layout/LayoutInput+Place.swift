extension LayoutInput {
  /// The place of a value deep in a layout's model, named so that an error can say exactly
  /// which value is wrong: the section (or the layout-wide configuration) and the fields
  /// from there, as a spec names them, such as `group.subitems[1].size.width` of section 2.
  public struct Place: Hashable, Sendable {
    /// One step of a path: a field or a position in an array.
    public enum Component: Hashable, Sendable {
      /// A field, by its name in a spec, such as `group`, `subitems` or `width`.
      case field(String)
      /// A position in an array.
      case index(Int)
    }

    /// The section the value belongs to, or `nil` for a layout-wide value.
    public var section: Int?
    /// The fields from the section (or the configuration) to the value.
    public var components: [Component]

    /// Creates the place of a value.
    public init(section: Int?, components: [Component] = []) {
      self.section = section
      self.components = components
    }

    /// The place one field further.
    public func appending(_ field: String) -> Place {
      var input = self
      input.components.append(.field(field))
      return input
    }

    /// The place at `index` of the array here.
    public func appending(_ index: Int) -> Place {
      var input = self
      input.components.append(.index(index))
      return input
    }

    /// The fields as a spec writes them, such as `group.subitems[1].size.width`.
    public var fieldPath: String {
      var text = ""
      for component in components {
        switch component {
        case .field(let name): text += text.isEmpty ? name : "." + name
        case .index(let index): text += "[" + String(index) + "]"
        }
      }
      return text
    }
  }
}

extension LayoutInput.Place: CustomStringConvertible {
  /// A phrase naming the value, such as `group.subitems[1].size.width of section 2`.
  public var description: String {
    let fields = fieldPath.isEmpty ? "the section" : fieldPath
    if let section { return fields + " of section " + String(section) }
    return fields + " of the layout"
  }
}
