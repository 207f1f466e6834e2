/// A self-contained HTML page that links to other pages, such as the film strips of a
/// gallery: a title, an introduction, and one card per page with its name, a
/// description and an optional thumbnail picture.
///
/// ```swift
/// let index = IndexPage(
///   title: "Trellis gallery",
///   entries: [
///     IndexPage.Entry(
///       name: "Pinned headers", link: "pinned-headers.html",
///       summary: "Headers that pin and are pushed off.", thumbnail: strip.frames.first?.svg)
///   ])
/// ```
public struct IndexPage: Hashable, Sendable {
  /// One linked page.
  public struct Entry: Hashable, Sendable {
    /// The name shown on the card.
    public var name: String
    /// The address the card links to, usually a relative path such as `flow.html`.
    public var link: String
    /// A sentence or two under the name.
    public var summary: String
    /// An SVG document shown at the top of the card at its own size, centered in a box
    /// 200 pixels tall, or `nil` for none; draw it at most 200 pixels tall and 240 wide.
    public var thumbnail: String?

    /// Creates an entry.
    public init(name: String, link: String, summary: String = "", thumbnail: String? = nil) {
      self.name = name
      self.link = link
      self.summary = summary
      self.thumbnail = thumbnail
    }
  }

  /// The page's title and main heading.
  public var title: String
  /// The introduction under the heading; blank lines separate paragraphs.
  public var summary: String
  /// The linked pages, in order.
  public var entries: [Entry]

  /// Creates an index page.
  public init(title: String, summary: String = "", entries: [Entry]) {
    self.title = title
    self.summary = summary
    self.entries = entries
  }

  /// The page as an HTML document: the entries as a grid of cards.
  ///
  /// - Complexity: O(*n*) in the total length of the entries and texts.
  public var html: String {
    var body = HTMLDocument.header(title: title, summary: summary)
    body += "<ul class=\"cards\">\n"
    for entry in entries {
      var link = MarkupTag("a")
      link.set("href", entry.link)
      body += "<li>" + link.opening + "\n"
      if let thumbnail = entry.thumbnail {
        body += "<div class=\"thumbnail\">\n" + thumbnail
        if !thumbnail.hasSuffix("\n") { body += "\n" }
        body += "</div>\n"
      }
      body += "<div class=\"card-text\"><strong>" + MarkupText.escaped(entry.name) + "</strong>"
      if !entry.summary.isEmpty {
        body += "<span>" + MarkupText.escaped(entry.summary) + "</span>"
      }
      body += "</div>\n</a></li>\n"
    }
    body += "</ul>\n"
    return HTMLDocument.page(title: title, body: body)
  }
}
