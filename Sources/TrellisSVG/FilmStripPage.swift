/// A self-contained HTML page that shows a ``FilmStrip``: a title, an introduction, the
/// legend, the frames side by side with their captions, and under them an optional
/// overview picture beside the spec that produced them.
///
/// ```swift
/// let page = FilmStripPage(
///   title: "Pinned headers", summary: "Section headers pin while their section is in view.",
///   strip: strip, spec: specJSON)
/// try page.html.write(toFile: "pinned-headers.html", atomically: true, encoding: .utf8)
/// ```
///
/// The pictures are inline SVG and the style sheet is inline CSS, so the page needs no
/// other file. The frames form one row that scrolls sideways when it is wider than the
/// window; the overview, such as the whole content, is kept out of that row so that a
/// tall picture does not stretch it. Every piece of text is escaped; the SVG documents are inserted as they are.
public struct FilmStripPage: Hashable, Sendable {
  /// The page's title and main heading.
  public var title: String
  /// The introduction under the heading; blank lines separate paragraphs.
  public var summary: String
  /// The frames and their legend.
  public var strip: FilmStrip
  /// The text of the spec the frames were made from, shown in a `pre` block, or `nil`
  /// for none.
  public var spec: String?
  /// A picture shown under the strip, beside the spec, such as the whole content with
  /// the viewport outlined, or `nil` for none.
  public var overview: FilmStrip.Frame?

  /// Creates a page from its title, introduction, frames, spec text and overview.
  public init(
    title: String, summary: String = "", strip: FilmStrip, spec: String? = nil,
    overview: FilmStrip.Frame? = nil
  ) {
    self.title = title
    self.summary = summary
    self.strip = strip
    self.spec = spec
    self.overview = overview
  }

  /// The page as an HTML document.
  ///
  /// - Complexity: O(*n*) in the total length of the frames and texts.
  public var html: String {
    var text = ""
    write(to: &text) { each in strip.frames.forEach(each) }
    return text
  }

  /// Writes the page to `output` with the frames that `frames` hands to its argument,
  /// each written as it comes, under the strip's legend; the strip's own frames are not
  /// written. A page of hundreds of large frames is so never held whole.
  public func write<Failure: Error>(
    to output: inout some TextOutputStream,
    frames: ((FilmStrip.Frame) -> Void) throws(Failure) -> Void
  ) throws(Failure) {
    output.write(HTMLDocument.pageStart(title: title))
    output.write(HTMLDocument.header(title: title, summary: summary))
    output.write(HTMLDocument.legend(strip.legend))
    output.write("<div class=\"strip\">\n")
    try frames { frame in output.write(Self.figure(frame)) }
    output.write("</div>\n")
    if overview != nil || spec != nil {
      output.write("<div class=\"details\">\n")
      if let overview { output.write(Self.figure(overview, class: "overview")) }
      if let spec {
        output.write(
          "<div class=\"spec-column\">\n<h2>Spec</h2>\n<pre class=\"spec\">"
            + MarkupText.escaped(spec) + "</pre>\n</div>\n")
      }
      output.write("</div>\n")
    }
    output.write(HTMLDocument.pageEnd)
  }

  /// A frame as a figure with its caption.
  private static func figure(_ frame: FilmStrip.Frame, class name: String? = nil) -> String {
    var figure = "<figure" + (name.map { " class=\"" + $0 + "\"" } ?? "") + ">\n" + frame.svg
    if !frame.svg.hasSuffix("\n") { figure += "\n" }
    return figure + "<figcaption>" + MarkupText.escaped(frame.caption)
      + "</figcaption>\n</figure>\n"
  }
}
