import Trellis

/// A JSON value together with its place in the document, with readers that check the
/// value's type and range and report errors at that place.
struct Node {
  /// The value.
  let value: JSONValue
  /// Where the value is.
  let path: SpecPath

  /// An error about this value.
  func error(_ problem: SpecError.Problem) -> SpecError {
    SpecError(path: path, problem: problem)
  }

  // MARK: - Containers

  /// The members of an object, after checking that every field is one of `allowed` and
  /// that none appears twice.
  func object(allowing allowed: [String]) throws(SpecError) -> Fields {
    let fields = try object()
    try fields.check(allowing: allowed)
    return fields
  }

  /// The members of an object, without checking their names.
  func object() throws(SpecError) -> Fields {
    guard case .object(let members) = value else {
      throw error(.typeMismatch(expected: "an object", found: value.kindPhrase))
    }
    return Fields(members: members, path: path)
  }

  /// The elements of an array.
  func array() throws(SpecError) -> [Node] {
    guard case .array(let elements) = value else {
      throw error(.typeMismatch(expected: "an array", found: value.kindPhrase))
    }
    return elements.enumerated().map { Node(value: $1, path: path.appending($0)) }
  }

  // MARK: - Scalars

  /// A string.
  func string() throws(SpecError) -> String {
    guard case .string(let string) = value else {
      throw error(.typeMismatch(expected: "a string", found: value.kindPhrase))
    }
    return string
  }

  /// A Boolean.
  func bool() throws(SpecError) -> Bool {
    guard case .bool(let value) = value else {
      throw error(.typeMismatch(expected: "true or false", found: value.kindPhrase))
    }
    return value
  }

  /// A number.
  func number() throws(SpecError) -> Double {
    guard case .number(let number) = value else {
      throw error(.typeMismatch(expected: "a number", found: value.kindPhrase))
    }
    return number
  }

  /// A number that is not negative: a size, a spacing or an inset. `component` names it
  /// in errors when it is part of an array, such as `height`.
  func extent(component: String? = nil) throws(SpecError) -> Double {
    let number = try number()
    guard number >= 0 else { throw error(.negative(number, component: component)) }
    return number
  }

  /// A number greater than zero.
  func positive() throws(SpecError) -> Double {
    let number = try number()
    guard number > 0 else { throw error(.notPositive(number)) }
    return number
  }

  /// The largest count a spec accepts: the largest 32-bit integer, so that a spec
  /// means the same on 32-bit platforms such as WebAssembly.
  static let maximumCount = Int(Int32.max)

  /// A whole number from `minimum` (zero unless given) to ``maximumCount``.
  func count(atLeast minimum: Int = 0) throws(SpecError) -> Int {
    let number = try number()
    guard number == number.rounded(.towardZero) else { throw error(.notWholeNumber(number)) }
    guard number >= Double(minimum) else {
      if minimum == 0 { throw error(.negative(number, component: nil)) }
      throw error(.outOfRange(number, "at least \(minimum)"))
    }
    guard number <= Double(Self.maximumCount) else {
      throw error(.tooLarge(number, limit: Double(Self.maximumCount)))
    }
    return Int(number)
  }

  /// A number between 0 and 1.
  func fraction() throws(SpecError) -> Double {
    let number = try number()
    guard number >= 0 && number <= 1 else { throw error(.outOfRange(number, "between 0 and 1")) }
    return number
  }

  /// A whole number, of any sign, that fits in 32 bits.
  func integer() throws(SpecError) -> Int {
    let number = try number()
    guard number == number.rounded(.towardZero) else { throw error(.notWholeNumber(number)) }
    guard number >= Double(Int32.min) && number <= Double(Int32.max) else {
      throw error(.outOfRange(number, "between \(Int32.min) and \(Int32.max)"))
    }
    return Int(number)
  }

  /// The value of the string naming one of `choices`.
  func choice<Value>(_ choices: KeyValuePairs<String, Value>) throws(SpecError) -> Value {
    let name = try string()
    guard let match = choices.first(where: { $0.key == name }) else {
      throw error(.unknownValue(name, allowed: choices.map { $0.key }))
    }
    return match.value
  }

  /// The string, which must be one of `names`.
  func choice(among names: [String]) throws(SpecError) -> String {
    let name = try string()
    guard names.contains(name) else { throw error(.unknownValue(name, allowed: names)) }
    return name
  }

  // MARK: - Geometry

  /// An array of one number per name in `components`, each read by `read`.
  ///
  /// Errors name the first element that is not a number, then a wrong length (showing
  /// the expected form, such as `[width, height]`), then the first value `read`
  /// rejects.
  func numbers(
    _ components: [String], read: (Node, String) throws(SpecError) -> Double
  ) throws(SpecError) -> [Double] {
    let form = "[" + components.joined(separator: ", ") + "]"
    guard case .array = value else {
      throw error(.typeMismatch(expected: form, found: value.kindPhrase))
    }
    let elements = try array()
    for element in elements { _ = try element.number() }
    guard elements.count == components.count else {
      throw error(.wrongLength(expected: form, count: elements.count))
    }
    var numbers: [Double] = []
    for (element, component) in zip(elements, components) {
      numbers.append(try read(element, component))
    }
    return numbers
  }

  /// A size, `[width, height]`, neither negative.
  func size() throws(SpecError) -> Size {
    let values = try numbers(["width", "height"]) { node, name throws(SpecError) in
      try node.extent(component: name)
    }
    return Size(width: values[0], height: values[1])
  }

  /// A point, `[x, y]`, of any sign.
  func point() throws(SpecError) -> Point {
    let values = try numbers(["x", "y"]) { node, _ throws(SpecError) in try node.number() }
    return Point(x: values[0], y: values[1])
  }

  /// A position in content coordinates, `[x, y]`, each coordinate within
  /// ``LayoutLimits/offsetRange`` (±10^12 points), as a layout's offsets are.
  func position() throws(SpecError) -> Point {
    let range = LayoutLimits.offsetRange
    let values = try numbers(["x", "y"]) { node, _ throws(SpecError) in
      let number = try node.number()
      guard range.contains(number) else {
        throw node.error(
          .outOfRange(
            number,
            "from \(JSONText.number(range.lowerBound)) to \(JSONText.number(range.upperBound))"))
      }
      return number
    }
    return Point(x: values[0], y: values[1])
  }

  /// Insets, `[top, left, bottom, right]`, none negative.
  func insets() throws(SpecError) -> EdgeInsets {
    let values = try numbers(["top", "left", "bottom", "right"]) { node, name throws(SpecError) in
      try node.extent(component: name)
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }
}
