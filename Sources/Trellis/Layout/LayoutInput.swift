/// One value a layout reads, named so that an error can say exactly which one is wrong.
///
/// An input is a ``Kind``, the value a layout reads, and a ``Subject``, the part of the
/// data it belongs to, such as a section or an item. Each layout declares the inputs of
/// its own configuration beside it as static members of `LayoutInput`, and the kinds of
/// those that belong to a section, an item or a number as static members of
/// ``LayoutInput/Kind``; a custom layout declares its own in the same way:
///
/// ```swift
/// extension LayoutInput {
///   static var ringRadius: Self { Self(Kind("the ring radius", invalidValue: .positive)) }
/// }
/// ```
public struct LayoutInput: Hashable, Sendable {
  /// Which value a layout reads.
  public var kind: Kind
  /// The part of the data the value belongs to.
  public var subject: Subject

  /// The input of kind `kind` that belongs to `subject`.
  public init(_ kind: Kind, _ subject: Subject = .whole) {
    self.kind = kind
    self.subject = subject
  }
}

extension LayoutInput {
  /// The part of the data that an input belongs to, which also decides how its
  /// ``Kind/phrase`` reads.
  public enum Subject: Hashable, Sendable {
    /// The value as a whole; the phrase names it, such as `the viewport size`.
    case whole
    /// The value numbered `number`; the phrase precedes the number, such as
    /// `the day of event` in `the day of event 3`.
    case numbered(Int)
    /// The value of a section, or with `nil` the layout-wide value; the phrase is a
    /// noun, such as `inset` in `the inset of section 1` and `the layout-wide inset`.
    case section(Int?)
    /// The value of one item; the phrase is a noun, such as `size` in
    /// `the size of item 3 in section 1`.
    case item(IndexPath)
    /// A value deep in a layout's model, named by its ``Place``, such as
    /// `group.subitems[1].size.width of section 2`; the place is the whole phrase, and
    /// the kind's words are not used.
    case place(Place)
  }
}

extension LayoutInput: CustomStringConvertible {
  /// A phrase naming the value, such as `the size of item 3 in section 1`.
  public var description: String {
    switch subject {
    case .whole: kind.phrase.text
    case .numbered(let number): "\(kind.phrase.text) \(number)"
    case .section(let section?): "the \(kind.phrase.text) of section \(section)"
    case .section(nil): "the layout-wide \(kind.phrase.text)"
    case .item(let indexPath):
      "the \(kind.phrase.text) of item \(indexPath.item) in section \(indexPath.section)"
    case .place(let place): place.description
    }
  }
}
