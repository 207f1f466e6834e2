/// A self-contained HTML page that shows a ``FilmStrip``: a title, an introduction, the
/// legend, the frames side by side with their captions, and the spec that produced them.
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
/// window. Every piece of text is escaped; the SVG documents are inserted as they are.
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

  /// Creates a page from its title, introduction, frames and spec text.
  public init(title: String, summary: String = "", strip: FilmStrip, spec: String? = nil) {
    self.title = title
    self.summary = summary
    self.strip = strip
    self.spec = spec
  }

  /// The page as an HTML document.
  ///
  /// - Complexity: O(*n*) in the total length of the frames and texts.
  public var html: String {
    var body = HTMLDocument.header(title: title, summary: summary)
    body += HTMLDocument.legend(strip.legend)
    body += "<div class=\"strip\">\n"
    for frame in strip.frames {
      body += "<figure>\n" + frame.svg
      if !frame.svg.hasSuffix("\n") { body += "\n" }
      body += "<figcaption>" + MarkupText.escaped(frame.caption) + "</figcaption>\n</figure>\n"
    }
    body += "</div>\n"
    if let spec {
      body += "<h2>Spec</h2>\n<pre class=\"spec\">" + MarkupText.escaped(spec) + "</pre>\n"
    }
    return HTMLDocument.page(title: title, body: body)
  }
}
