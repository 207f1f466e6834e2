import Trellis

/// One way in which a layout breaks the contract of `CollectionLayout`, as
/// ``LayoutConformance`` found it: what went wrong, with the element, rect or point
/// involved.
///
/// Its ``description`` is one readable line, such as
/// `cell 0.3 Rect(x: 0.0, y: 40.0, width: 50.0, height: 50.0) intersects the rect
/// Rect(x: 10.0, y: 60.0, width: 5.0, height: 5.0) but the query did not report it`.
public struct ConformanceViolation: Hashable, Sendable {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The content size is negative, NaN or infinite.
    case invalidContentSize(Size)
    /// The element's frame has a NaN or infinite coordinate, or a negative width or
    /// height.
    case invalidFrame
    /// `CollectionLayout/forEachElement(_:)` reports the element more than once.
    case duplicateElement
    /// `CollectionLayout/attributes(for:)` answers `nil` for an element the
    /// layout reports.
    case lookupMissing
    /// `CollectionLayout/attributes(for:)` answers other attributes than the
    /// layout reports for the element.
    case lookupDiffers(found: LayoutAttributes)
    /// `CollectionLayout/attributes(for:)` answers attributes for an element
    /// that the layout does not report.
    case lookupOfMissingElement(found: LayoutAttributes)
    /// `CollectionLayout/initialAttributes(forAppearing:)` answers `nil` for an
    /// element the layout has.
    case initialAttributesMissing
    /// `CollectionLayout/initialAttributes(forAppearing:)` answers attributes
    /// for an element the layout does not have.
    case initialAttributesOfMissingElement(found: LayoutAttributes)
    /// The element's drawn shape intersects `rect`, but the query of `rect` did not
    /// report it.
    case missingFromQuery(rect: Rect)
    /// The query of `rect` reported the element, though the layout does not have it or
    /// its drawn shape does not intersect `rect`.
    case unexpectedInQuery(rect: Rect, reported: LayoutAttributes)
    /// The query of `rect` reported the element with other attributes than the layout
    /// reports for it.
    case differsInQuery(rect: Rect, reported: LayoutAttributes)
    /// The query of `rect` reported the element more than once.
    case repeatedInQuery(rect: Rect)
    /// The query of `rect` reported its elements in another order than all elements.
    case outOfOrderInQuery(rect: Rect)
    /// `CollectionLayout/indexPathForItem(at:)` answered `found` at `point`,
    /// where the topmost visible cells whose drawn shapes contain it are `expected`
    /// (empty for none).
    case wrongHit(point: Point, expected: [IndexPath], found: IndexPath?)
    /// The update threw, where preparing the new data afresh did not.
    case updateFailed(LayoutError)
    /// Preparing the new data afresh threw: the check of the update could not be made.
    case preparationFailed(LayoutError)
    /// After the update, the content size differs from a fresh preparation's.
    case contentSizeDiffersAfterUpdate(updated: Size, prepared: Size)
    /// After the update, the layout lacks an element that a fresh preparation has.
    case missingAfterUpdate
    /// After the update, the layout has an element that a fresh preparation lacks.
    case unexpectedAfterUpdate
    /// After the update, the element's attributes differ from a fresh preparation's.
    case differsAfterUpdate(prepared: LayoutAttributes)
    /// After the update, `CollectionLayout/attributesBeforeUpdate(for:)`
    /// answers attributes other than the element had before it.
    case stateBeforeUpdateDiffers(found: LayoutAttributes)
    /// `CollectionLayout/finalAttributes(forDisappearing:)` answers `nil` for
    /// an element that the update removed.
    case finalAttributesMissing
    /// The element is visible in the layout before a `LayoutTransition` or
    /// after it, but the transition does not animate it.
    case missingFromTransition
    /// A drag of the item at `from` to `to` was not dropped: the collection view
    /// cancelled it at its end.
    case reorderNotCompleted(from: IndexPath, to: IndexPath)
    /// The transition animates the element, which is visible in neither layout.
    case unexpectedInTransition
    /// At progress 0 the transition draws the element otherwise than the old layout did,
    /// moved by the change of content offset: `found` instead of `expected`.
    case transitionStartDiffers(found: LayoutAttributes, expected: LayoutAttributes)
    /// At progress 1 the transition draws the element otherwise than the new layout:
    /// `found` instead of `expected`.
    case transitionEndDiffers(found: LayoutAttributes, expected: LayoutAttributes)
    /// The element, which one of the layouts lacks, can be seen at that layout's end of
    /// the transition: at progress 0 for an element that only the new layout has, at
    /// progress 1 for one that only the old layout has.
    case visibleOutsideItsLayout(progress: Double, found: LayoutAttributes)
  }

  /// What went wrong.
  public var kind: Kind
  /// The element concerned, if one is.
  public var element: ElementID?
  /// The element's attributes as the layout reports them, if it reports the element.
  public var attributes: LayoutAttributes?

  /// Creates a violation.
  public init(kind: Kind, element: ElementID? = nil, attributes: LayoutAttributes? = nil) {
    self.kind = kind
    self.element = element
    self.attributes = attributes
  }
}
