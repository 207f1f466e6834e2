extension LayoutError: CustomStringConvertible {
  /// A sentence saying what is wrong and what is expected.
  public var description: String {
    switch self {
    case .invalidValue(.scale, let value):
      "\(LayoutInput.scale) is \(value); it must be finite and greater than zero"
    case .invalidValue(.collectionHeaderParallax, let value):
      "\(LayoutInput.collectionHeaderParallax) is \(value); it must be between 0 and 1"
    case .invalidValue(.contentOffset, let value):
      "\(LayoutInput.contentOffset) has the value \(value); it must be finite"
    case .invalidValue(.itemSize(let indexPath), 0):
      "\(LayoutInput.itemSize(indexPath)) has no extent across the columns; it must have a "
        + "positive one to be scaled to the column"
    case .invalidValue(.hourHeight, let value), .invalidValue(.dayWidth, let value),
      .invalidValue(.carouselItemSize, let value), .invalidValue(.perspectiveDistance, let value),
      .invalidValue(.flickVelocity, let value), .invalidValue(.maximumScale, let value):
      "\(input) has the value \(value); it must be finite and greater than zero"
    case .invalidValue(.eventStart(let event), let value):
      "\(LayoutInput.eventStart(event)) is \(value); it must be a finite hour from 0 to 24"
    case .invalidValue(.eventEnd(let event), let value):
      "\(LayoutInput.eventEnd(event)) is \(value); it must be a finite hour from 0 to 24 and "
        + "after the event's start"
    case .invalidValue(.currentTime, let value):
      "the hour of \(LayoutInput.currentTime) is \(value); it must be finite"
    case .invalidValue(let input, let value):
      "\(input) has the value \(value); it must be finite and not negative"
    case .invalidCount(.columnCount(let section), let count):
      "\(LayoutInput.columnCount(section: section)) is \(count); it must be at least 1 and "
        + "leave every column a positive width"
    case .invalidCount(.appendedItemCount(let section), let count):
      "\(LayoutInput.appendedItemCount(section: section)) is \(count); it must equal the "
        + "number of items the data source added to the end of the last section"
    case .invalidCount(.maximumItemsPerFlick, let count):
      "\(LayoutInput.maximumItemsPerFlick) is \(count); it must be at least 1"
    case .invalidCount(.dayCount, let count):
      "\(LayoutInput.dayCount) is \(count); it must be at least 1"
    case .invalidCount(.startHour, let hour):
      "\(LayoutInput.startHour) is \(hour); it must be from 0 to 23"
    case .invalidCount(.endHour, let hour):
      "\(LayoutInput.endHour) is \(hour); it must be after the start hour and at most 24"
    case .invalidCount(.eventDay(let event), let day):
      "\(LayoutInput.eventDay(event)) is \(day); it must be one of the layout's days, from 0 "
        + "to the number of days less one"
    case .invalidCount(.currentTime, let day):
      "the day of \(LayoutInput.currentTime) is \(day); it must be one of the layout's days"
    case .invalidCount(.backgroundDays, let day):
      "\(LayoutInput.backgroundDays) include \(day); each must be one of the layout's days"
    case .sectionOutOfRange(let section, let count):
      "section \(section) does not exist; the layout has \(count) section\(count == 1 ? "" : "s")"
    case .invalidCount(let input, let count):
      "\(input) is \(count); it must not be negative"
    case .countAboveLimit(let input, let count, let limit):
      "\(input) is \(count); it must be at most \(limit)"
    case .valueOutOfRange(.contentSize, let value, let range):
      "the content would be \(value) points long; it must be at most \(range.upperBound) "
        + "along each axis, so the layout needs fewer or smaller elements"
    case .valueOutOfRange(let input, let value, let range):
      "\(input) is \(value); it must be from \(range.lowerBound) to \(range.upperBound)"
    case .changeMismatch(.numberOfItems(let section), let change, let dataSource):
      "the layout change keeps section \(section) unchanged with \(change) "
        + "item\(change == 1 ? "" : "s"); the data source has \(dataSource) in it"
    case .changeMismatch(_, let change, let dataSource):
      "the layout change describes \(change) section\(change == 1 ? "" : "s"); the data "
        + "source has \(dataSource)"
    }
  }
}
