/// One instruction to the page, as the page reads it from the command buffer: a record of
/// ``width`` numbers whose first is the instruction's code and whose second is the view.
///
/// | Code | Instruction | Numbers after the view |
/// | --- | --- | --- |
/// | 1 | make a view | none |
/// | 2 | configure a view | category (0 cell, 1 supplementary, 2 decoration), kind code, section, item, identity |
/// | 3 | apply attributes | category, kind code, section, item, (unused), x, y, width, height, alpha, zIndex, hidden (0 or 1), the 16 numbers of the 3D transform, row by row, corner radius |
/// | 4 | take a view back | none |
///
/// A kind code is the index of the kind's name, which `trellis_kind_name` writes; a cell's
/// kind code is -1. An identity is the number the item was given when the page first saw
/// it, which stays with it through inserts, deletes and shuffles. An update that moves an
/// element to a new index path applies its attributes with the new index path without
/// configuring the view again, as UIKit moves a cell.
public enum PageCommand: Int, Sendable {
  /// Make a view: a new DOM element.
  case make = 1
  /// Show an element in a view: set its data attributes and label.
  case configure = 2
  /// Position and style a view.
  case apply = 3
  /// Hide a view, which waits for reuse.
  case enqueue = 4

  /// The number of numbers in every record.
  public static let width = 32
}
