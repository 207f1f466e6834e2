import Trellis

/// Why a spec was rejected: the place in the document and what is wrong there.
///
/// Its description is one line, such as
/// `$.sections[1].itemSizes[0]: expected [width, height], got 3 numbers`, or, for text
/// that is not JSON at all, `malformed JSON at line 3, column 7: expected ',' or '}',
/// got ']'`.
public struct SpecError: Error, Hashable, Sendable {
  /// The place of the offending value; ``SpecPath/root`` for malformed JSON.
  public var path: SpecPath
  /// What is wrong with the value.
  public var problem: Problem

  /// Creates an error for the value at `path`.
  public init(path: SpecPath, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// What is wrong with a value of a spec.
  public enum Problem: Hashable, Sendable {
    /// The text is not JSON; `line` and `column` count from 1, the column in Unicode
    /// scalars.
    case malformedJSON(reason: String, line: Int, column: Int)
    /// The value has the wrong JSON type; both are phrases such as `a number`.
    case typeMismatch(expected: String, found: String)
    /// An array of numbers has the wrong length; `expected` shows its form, such as
    /// `[width, height]`.
    case wrongLength(expected: String, count: Int)
    /// The object lacks a required field; with several names, any one of them will do.
    case missingField([String])
    /// The field at the path is not part of the schema; `allowed` lists the fields the
    /// object may have.
    case unknownField(String, allowed: [String])
    /// The object has the field at the path more than once.
    case duplicateField(String)
    /// A string names none of the allowed choices.
    case unknownValue(String, allowed: [String])
    /// A number is negative; `component` names it within its array, such as `height`.
    case negative(Double, component: String?)
    /// A number is zero or negative where it must be positive.
    case notPositive(Double)
    /// A number that counts something has a fraction.
    case notWholeNumber(Double)
    /// A number is larger than `limit`.
    case tooLarge(Double, limit: Double)
    /// A number lies outside the range a phrase such as `between 0 and 1` describes.
    case outOfRange(Double, String)
    /// A section's `items` and the length of its list of per-item values disagree;
    /// `field` names the list, such as `itemSizes` or `itemHeights`.
    case itemCountMismatch(items: Int, field: String, count: Int)
    /// The object has fields that exclude one another; it may have at most one of them.
    case conflictingFields([String])
    /// An item index is not one of the section's items, `0..<itemCount`.
    case itemIndexOutOfRange(Int, itemCount: Int)
    /// An index appears a second time in a list of indexes.
    case duplicateIndex(Int)
    /// A day is listed a second time in a list of days.
    case duplicateDay(Int)
    /// The field at the path belongs only to layouts of type `type`, and the spec's
    /// layout is of type `found`: `events` in a flow layout.
    case onlyForLayoutType(field: String, type: String, found: String)
    /// A layout of type `type` takes no values in the field at the path, but in the
    /// field `instead`: `sections` in a layout whose data is in another field.
    case notForLayoutType(field: String, type: String, instead: String)
    /// An action follows a finished transition to a layout of type `type`, another type
    /// than the spec's, which ends the script.
    case actionAfterLayoutType(String)
    /// The layout refused a value when it was prepared, or when an action changed its
    /// data or scrolled it.
    case layout(LayoutError)
    /// An array has the wrong number of elements; `expected` shows its form, such as
    /// `[from, to]`.
    case wrongElementCount(expected: String, count: Int)
    /// An update names a section that does not exist at the moment the index refers to:
    /// before the update for deletes, reloads and the start of moves, after it for
    /// inserts and the end of moves.
    case sectionOutOfRange(Int, sectionCount: Int, Moment)
    /// An update names an item that does not exist at the moment the index path refers
    /// to, in a section that does.
    case itemOutOfRange(IndexPath, itemCount: Int, Moment)
    /// A batch update breaks one of UIKit's rules, which the collection view names.
    case invalidUpdate(UpdateError)
    /// A snapshot gives two sections the same identifier.
    case duplicateSectionIdentifier(String)
    /// A snapshot gives two items the same identifier, in one section or in two.
    case duplicateItemIdentifier(String)
    /// The document is longer than `limit` bytes (``Spec/maximumByteCount``).
    case inputTooLarge(limit: Int)
    /// The array at the path has more than `limit` elements
    /// (``Spec/maximumArrayCount``).
    case tooManyElements(limit: Int)
    /// The document has more than `limit` values, numbers, strings, literals, arrays and
    /// objects together, the one at the path being the first past the limit
    /// (``Spec/maximumValueCount``).
    case tooManyValues(limit: Int)
    /// A picture or a playback step would show `count` elements at once, more than
    /// `limit` (``Spec/maximumShownElementCount``).
    case tooManyShownElements(Int, limit: Int)
    /// A `measure` action in a spec whose items do not size themselves: its layout has
    /// no `estimatedItemSize`.
    case notSelfSizing
    /// An action names an item that the collection view does not have.
    case noSuchItem(IndexPath)
    /// Measuring stopped: a size that is not usable, or one that never settles.
    case measurement(SelfSizingError)
    /// An item of an outline sits more than `limit` levels below a root item
    /// (``SpecOutline/maximumDepth``).
    case outlineTooDeep(limit: Int)
    /// An outline's tree gives two items the same identifier.
    case duplicateOutlineItem(String)
    /// An `expand` or `collapse` names a section whose `items` are not a tree.
    case noOutline(section: Int)
    /// An `expand` or `collapse` names an item the section's outline does not have.
    case noSuchOutlineItem(String)
    /// A `swipe` the collection view refused: a row without actions on that side, or
    /// one that is not on screen.
    case swipe(SwipeError)
  }

  /// The moment of a batch update an index refers to.
  public enum Moment: Hashable, Sendable {
    /// The data before the update.
    case beforeUpdate
    /// The data after the update.
    case afterUpdate
  }
}

extension SpecError: CustomStringConvertible {
  /// The error as one line: the path, a colon and the problem, or only the problem for
  /// malformed JSON, whose description gives a line and a column instead, and for input
  /// that is too large. Values from the input are quoted with at most 64 characters, so
  /// the line stays short however long they are.
  public var description: String {
    switch problem {
    case .malformedJSON, .inputTooLarge: return problem.description
    default: break
    }
    return "\(path): \(problem)"
  }
}

extension SpecError.Problem: CustomStringConvertible {
  /// A phrase saying what is wrong and what is expected.
  public var description: String {
    switch self {
    case .malformedJSON(let reason, let line, let column):
      return "malformed JSON at line \(line), column \(column): \(reason)"
    case .typeMismatch(let expected, let found):
      return "expected \(expected), got \(found)"
    case .wrongLength(let expected, let count):
      let found =
        switch count {
        case 0: "an empty array"
        case 1: "1 number"
        default: "\(count) numbers"
        }
      return "expected \(expected), got \(found)"
    case .missingField(let names):
      return "missing required field " + names.map(JSONText.string).joined(separator: " or ")
    case .unknownField(let name, let allowed):
      if let suggestion = Suggestion.closest(to: name, among: allowed) {
        return "unknown field; did you mean \(JSONText.string(suggestion))?"
      }
      return "unknown field; expected one of " + Self.list(allowed)
    case .duplicateField:
      return "duplicate field; a field may appear only once"
    case .unknownValue(let value, let allowed):
      return "unknown value \(JSONText.quoted(value)); expected one of " + Self.list(allowed)
    case .negative(let value, let component):
      let subject = component.map { $0 + " " } ?? ""
      return "\(subject)must not be negative, got \(JSONText.number(value))"
    case .notPositive(let value):
      return "must be greater than zero, got \(JSONText.number(value))"
    case .notWholeNumber(let value):
      return "expected a whole number, got \(JSONText.number(value))"
    case .tooLarge(let value, let limit):
      return "must be at most \(JSONText.number(limit)), got \(JSONText.number(value))"
    case .outOfRange(let value, let range):
      return "must be \(range), got \(JSONText.number(value))"
    case .itemCountMismatch(let items, let field, let count):
      let noun = field == "itemHeights" ? "height" : "size"
      return "\"items\" is \(items) but \(JSONText.string(field)) lists \(count) "
        + (count == 1 ? noun : noun + "s") + "; they must agree"
    case .conflictingFields(let names):
      return Self.list(names, conjunction: "and") + " cannot be given together; give only one"
    case .itemIndexOutOfRange(let index, let itemCount):
      let items =
        switch itemCount {
        case 0: "no items"
        case 1: "1 item"
        default: "\(itemCount) items"
        }
      return "item \(index) is out of range; the section has \(items)"
    case .duplicateIndex(let index):
      return "item \(index) is listed more than once"
    case .duplicateDay(let day):
      return "day \(day) is listed more than once"
    case .onlyForLayoutType(let field, let type, let found):
      return "\(JSONText.string(field)) is only for a \(JSONText.string(type)) layout; this "
        + "layout is \(JSONText.string(found))"
    case .notForLayoutType(let field, let type, let instead):
      return "a \(JSONText.string(type)) layout takes no \(JSONText.string(field)); give "
        + "\(JSONText.string(instead)) instead"
    case .actionAfterLayoutType(let type):
      return "no action can follow a finished transition to a \(JSONText.string(type)) "
        + "layout, another type than the spec's"
    case .layout(let error):
      return error.description
    case .wrongElementCount(let expected, let count):
      let found =
        switch count {
        case 0: "an empty array"
        case 1: "1 element"
        default: "\(count) elements"
        }
      return "expected \(expected), got \(found)"
    case .sectionOutOfRange(let section, let sectionCount, let moment):
      let sections = sectionCount == 1 ? "is 1 section" : "are \(sectionCount) sections"
      return "section \(section) is out of range; there \(sections) \(moment.phrase)"
    case .itemOutOfRange(let indexPath, let itemCount, let moment):
      let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
      return "item \(indexPath.item) of section \(indexPath.section) is out of range; the "
        + "section has \(items) \(moment.phrase)"
    case .invalidUpdate(let error):
      return error.description
    case .duplicateSectionIdentifier(let id):
      return "the section identifier \(JSONText.string(id)) is used more than once"
    case .duplicateItemIdentifier(let id):
      return "the item identifier \(JSONText.string(id)) is used more than once; an item "
        + "identifier names one item in the whole snapshot"
    case .inputTooLarge(let limit):
      return "the spec is larger than \(limit) bytes, the most a spec may have"
    case .tooManyElements(let limit):
      return "the array has more than \(limit) elements, the most an array may have"
    case .tooManyValues(let limit):
      return "the spec has more than \(limit) values, the most a spec may have"
    case .tooManyShownElements(let count, let limit):
      return "at least \(count) elements would be shown at once; a picture or a step of a playback "
        + "shows at most \(limit)"
    case .notSelfSizing:
      return "only self-sizing items are measured; give the layout an \"estimatedItemSize\", "
        + "or a compositional item an \"estimated\" length along the scroll direction"
    case .noSuchItem(let indexPath):
      return "there is no item \(indexPath.item) in section \(indexPath.section)"
    case .measurement(let error):
      return error.description
    case .outlineTooDeep(let limit):
      return "the item is more than \(limit) levels deep, the deepest an outline may go"
    case .duplicateOutlineItem(let id):
      return "the item identifier \(JSONText.string(id)) is used more than once in the outline"
    case .noOutline(let section):
      return "the items of section \(section) are not a tree; give them as an array of items "
        + "with \"children\""
    case .noSuchOutlineItem(let id):
      return "the outline has no item \(JSONText.string(id))"
    case .swipe(let error):
      return error.description
    }
  }

  /// The names as JSON strings separated by commas, or by `conjunction` when given:
  /// `"a", "b" and "c"`.
  private static func list(_ names: [String], conjunction: String? = nil) -> String {
    let strings = names.map(JSONText.string)
    guard let conjunction, strings.count > 1 else { return strings.joined(separator: ", ") }
    return strings.dropLast().joined(separator: ", ") + " \(conjunction) "
      + strings[strings.count - 1]
  }
}

extension SpecError.Moment {
  /// `before the update` or `after the update`.
  var phrase: String {
    switch self {
    case .beforeUpdate: "before the update"
    case .afterUpdate: "after the update"
    }
  }
}
