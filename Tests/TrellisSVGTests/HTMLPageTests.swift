import Foundation
import Testing
import Trellis
import TrellisSVG

@Suite("HTML pages")
struct HTMLPageTests {
  static func strip() throws -> FilmStrip {
    try FilmStrip(
      try Fixtures.pinnedShelves(), offsets: FilmStrip.offsets([0, 30], along: .vertical))
  }

  @Test("a film strip page holds every frame with its caption, then the escaped spec")
  func filmStripPage() throws {
    let strip = try Self.strip()
    let spec = "{\"layout\": \"flow\", \"note\": \"<b> & more\"}"
    let html = FilmStripPage(
      title: "Pinned <headers>", summary: "First & second.\n\nAnother paragraph.", strip: strip,
      spec: spec
    ).html
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(html.contains("<title>Pinned &lt;headers&gt;</title>"))
    #expect(html.contains("<h1>Pinned &lt;headers&gt;</h1>"))
    #expect(html.contains("<p>First &amp; second.</p>\n<p>Another paragraph.</p>"))
    for frame in strip.frames {
      #expect(html.contains("<figure>\n" + frame.svg + "<figcaption>" + frame.caption))
    }
    #expect(
      html.contains(
        "<pre class=\"spec\">{\"layout\": \"flow\", \"note\": \"&lt;b&gt; &amp; more\"}</pre>"))
    let lastFrame = try #require(html.range(of: "</figure>", options: .backwards))
    let specBlock = try #require(html.range(of: "<pre"))
    #expect(lastFrame.upperBound <= specBlock.lowerBound)
  }

  @Test("a page shows the legend of its strip")
  func legend() throws {
    let html = FilmStripPage(title: "Shelves", strip: try Self.strip()).html
    #expect(html.contains("<ul class=\"legend\">"))
    #expect(
      html.contains(
        "<li><span class=\"chip\" style=\"background: #ffd8a8; border-color: #e8590c\"></span>"
          + "header</li>"))
    #expect(!html.contains("<pre"))
  }

  @Test("pages need no other file")
  func selfContained() throws {
    let pages = [
      FilmStripPage(title: "Shelves", strip: try Self.strip(), spec: "{}").html,
      IndexPage(title: "Gallery", entries: [.init(name: "Shelves", link: "shelves.html")]).html,
    ]
    for html in pages {
      #expect(html.contains("<style>"))
      #expect(!html.contains("<link"))
      #expect(!html.contains("<script"))
      #expect(!html.contains("src="))
      #expect(!html.contains("url("))
      #expect(!html.contains("@import"))
    }
  }

  @Test("an index page links every entry, with its description and thumbnail")
  func indexPage() throws {
    let thumbnail = SVGRenderer().render(try Fixtures.threeItems())
    let html = IndexPage(
      title: "Trellis gallery", summary: "Every layout.",
      entries: [
        .init(
          name: "Flow", link: "flow.html", summary: "A grid of items.", thumbnail: thumbnail),
        .init(name: "Q&A <1>", link: "a&b \"c\".html"),
      ]
    ).html
    #expect(html.contains("<title>Trellis gallery</title>"))
    #expect(html.contains("<p>Every layout.</p>"))
    #expect(
      html.contains(
        "<li><a href=\"flow.html\">\n<div class=\"thumbnail\">\n" + thumbnail + "</div>\n"
          + "<div class=\"card-text\"><strong>Flow</strong><span>A grid of items.</span></div>"))
    #expect(
      html.contains(
        "<li><a href=\"a&amp;b &quot;c&quot;.html\">\n"
          + "<div class=\"card-text\"><strong>Q&amp;A &lt;1&gt;</strong></div>"))
  }
}
