import Trellis

extension LayoutTraits {
  /// The traits as one JSON object, as the playground page reads them:
  ///
  /// ```json
  /// {"theme": "books", "snaps": false, "movesBy": "index", "readingOrder": "index",
  ///  "rows": false, "fillsHeight": true, "keyboardStep": null,
  ///  "controls": [{"label": "Spacing", "fields": ["itemSpacing"], "range": [0, 60]}],
  ///  "alternative": {"set": {"columnCount": 3}, "remove": []}}
  /// ```
  ///
  /// A choice control lists its `choices`, and in `choiceFields` the fields each choice
  /// reads alone.
  public var json: String {
    let step = keyboardStep.map { "[\(JSONText.number($0.width)), \(JSONText.number($0.height))]" }
    let set = alternative.compactMap { change in
      change.value.map { "\(JSONText.string(change.field)): \($0.json)" }
    }
    let removed = alternative.filter { $0.value == nil }.map { JSONText.string($0.field) }
    return
      "{\"theme\": \(JSONText.string(theme)), \"snaps\": \(LayoutFieldValue.bool(snaps).json), "
      + "\"movesBy\": \(movement == .byIndex ? "\"index\"" : "\"time\""), "
      + "\"readingOrder\": \(readingOrder == .byIndex ? "\"index\"" : "\"time\""), "
      + "\"rows\": \(LayoutFieldValue.bool(drawsRows).json), "
      + "\"fillsHeight\": \(LayoutFieldValue.bool(fillsHeight).json), \"keyboardStep\": \(step ?? "null"), "
      + "\"controls\": [\(controls.map { $0.json }.joined(separator: ", "))], "
      + "\"alternative\": {\"set\": {\(set.joined(separator: ", "))}, "
      + "\"remove\": [\(removed.joined(separator: ", "))]}}"
  }
}

extension LayoutControl {
  /// The control as a JSON object: its `label`, its `fields`, and its `range` or its
  /// `choices` with their `choiceFields`.
  var json: String {
    let head =
      "{\"label\": \(JSONText.string(label)), "
      + "\"fields\": [\(fields.map(JSONText.string).joined(separator: ", "))]"
    switch values {
    case .range(let low, let high):
      return head + ", \"range\": [\(low), \(high)]}"
    case .choices(let choices):
      let own = choices.compactMap { choice -> String? in
        guard case .string(let name) = choice.value, !choice.ownFields.isEmpty else { return nil }
        return "\(JSONText.string(name)): "
          + "[\(choice.ownFields.map(JSONText.string).joined(separator: ", "))]"
      }
      return head + ", \"choices\": [\(choices.map { $0.value.json }.joined(separator: ", "))], "
        + "\"choiceFields\": {\(own.joined(separator: ", "))}}"
    }
  }
}

extension LayoutFieldValue {
  /// The value as JSON text.
  var json: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .number(let value): JSONText.number(value)
    case .string(let value): JSONText.string(value)
    case .numbers(let values): "[\(values.map(JSONText.number).joined(separator: ", "))]"
    }
  }
}
