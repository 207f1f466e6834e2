import Trellis

extension ConformanceViolation: CustomStringConvertible {
  /// One line naming the element with its attributes, the rect or point involved and
  /// what differed.
  public var description: String {
    let subject = attributes.map { "\($0)" } ?? element.map { "\($0)" } ?? "the layout"
    switch kind {
    case .invalidContentSize(let size):
      return "the content size \(size) is negative, NaN or infinite"
    case .invalidFrame:
      return "\(subject) has a frame that is not finite or has a negative size"
    case .duplicateElement:
      return "\(subject) is reported more than once by forEachElement(_:)"
    case .lookupMissing:
      return "attributes(for:) answers nil for \(subject)"
    case .lookupDiffers(let found):
      return "attributes(for:) answers \(found) for \(subject)"
    case .lookupOfMissingElement(let found):
      return "attributes(for:) answers \(found) for \(subject), which the layout does not have"
    case .initialAttributesMissing:
      return "initialAttributes(forAppearing:) answers nil for \(subject)"
    case .initialAttributesOfMissingElement(let found):
      return
        "initialAttributes(forAppearing:) answers \(found) for \(subject), which the layout "
        + "does not have"
    case .missingFromQuery(let rect):
      return "\(subject) intersects the rect \(rect) but the query did not report it"
    case .unexpectedInQuery(let rect, let reported):
      return attributes == nil
        ? "the query of \(rect) reported \(reported), which the layout does not have"
        : "the query of \(rect) reported \(reported), which does not intersect it"
    case .differsInQuery(let rect, let reported):
      return "the query of \(rect) reported \(reported) for \(subject)"
    case .repeatedInQuery(let rect):
      return "the query of \(rect) reported \(subject) more than once"
    case .outOfOrderInQuery(let rect):
      return "the query of \(rect) reported \(subject) out of the order of all elements"
    case .wrongHit(let point, let expected, let found):
      let wanted =
        expected.isEmpty
        ? "no item" : expected.map { "item \($0)" }.joined(separator: " or ")
      return "indexPathForItem(at: \(point)) answered \(found.map { "item \($0)" } ?? "nil"), "
        + "expected \(wanted)"
    case .updateFailed(let error):
      return "the update threw where a fresh preparation did not: \(error)"
    case .preparationFailed(let error):
      return "preparing the new data afresh threw, so the update was not checked: \(error)"
    case .contentSizeDiffersAfterUpdate(let updated, let prepared):
      return "after the update the content size is \(updated), a fresh preparation's \(prepared)"
    case .missingAfterUpdate:
      return "after the update \(subject) is missing, though a fresh preparation has it"
    case .unexpectedAfterUpdate:
      return "after the update the layout has \(subject), which a fresh preparation lacks"
    case .differsAfterUpdate(let prepared):
      return "after the update the layout has \(subject), a fresh preparation \(prepared)"
    case .stateBeforeUpdateDiffers(let found):
      return "attributesBeforeUpdate(for:) answers \(found) for \(subject) as it was before"
    case .finalAttributesMissing:
      return "finalAttributes(forDisappearing:) answers nil for \(subject), which disappeared"
    case .missingFromTransition:
      return "the transition does not animate \(subject), which one of the layouts shows"
    case .reorderNotCompleted(let from, let to):
      return "the drag of item \(from) to \(to) was cancelled when it was dropped"
    case .unexpectedInTransition:
      return "the transition animates \(subject), which neither layout shows"
    case .transitionStartDiffers(let found, let expected):
      return "at progress 0 the transition draws \(found), the old layout showed \(expected)"
    case .transitionEndDiffers(let found, let expected):
      return "at progress 1 the transition draws \(found), the new layout shows \(expected)"
    case .visibleOutsideItsLayout(let progress, let found):
      return "at progress \(progress) the transition shows \(found), which that layout does "
        + "not have"
    }
  }
}
