/// How pinned section headers behave when the next section scrolls up to them.
///
/// Footers always follow UIKit's rule (``push``, mirrored at the bottom edge).
///
/// ```
///  push              stack             untilNextPinned
///  +----------+      +----------+      +----------+
///  | Header 1 |      | Header 0 |      | Header 1 |   <- visible top edge
///  | item     |      | Header 1 |      | item     |
///  | item     |      | item     |      | item     |
/// ```
public enum PinningMode: Hashable, Sendable {
  /// UIKit's behavior: a header stays at the visible top edge while its section is
  /// there, never leaves its section, stops at the top of its section's footer, and is
  /// pushed off as the section ends.
  case push
  /// Headers of sections scrolled past stay, each below the one before, so the top edge
  /// collects one header per section. Suited to a few sections.
  case stack
  /// A header stays pinned until the next header reaches it and pushes it off, even
  /// across sections that have no header; it ignores its own section's end and
  /// footer. The last header stops at the end of its section.
  case untilNextPinned
}
