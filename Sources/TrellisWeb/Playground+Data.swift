import Trellis

extension Playground {
  /// The data the view shows now, as numbers the page reads in bulk, so that its editor
  /// can show the spec of the current data after an edit or a drag.
  ///
  /// The numbers are the section count, then for each section its item count and the
  /// identity of each of its items in order, then what the kind's data adds
  /// (`EditableContent.editorNumbers`, such as the times of events). Nothing before a
  /// spec has loaded.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var dataNumbers: [Double] {
    guard let session else { return [] }
    var numbers = [Double(host.identities.count)]
    for section in host.identities {
      numbers.append(Double(section.count))
      for identity in section { numbers.append(Double(identity)) }
    }
    numbers.append(contentsOf: session.editorNumbers)
    return numbers
  }

  /// Where the lifted item would go if the drag ended now, as numbers for the page's
  /// announcements: its section and index in the data's order before the move, then
  /// what the kind's data adds (`EditableContent.dragTargetNumbers(in:)`, such as the
  /// time an event would take). Empty when nothing is lifted.
  public var dragTargetNumbers: [Double] {
    session?.dragTargetNumbers ?? []
  }
}
