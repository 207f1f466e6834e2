/// The frame shared by the HTML pages: a self-contained document with its style sheet
/// inline and no external resources, so a page can be opened from disk or attached to
/// a report as one file.
enum HTMLDocument {
  /// A complete document with the given title and body markup.
  static func page(title: String, body: String) -> String {
    pageStart(title: title) + body + pageEnd
  }

  /// The start of a page, up to and with its `<body>` tag.
  static func pageStart(title: String) -> String {
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      + "<title>" + MarkupText.escaped(title) + "</title>\n"
      + "<style>\n" + styleSheet + "</style>\n</head>\n<body>\n"
  }

  /// The end of a page, from its `</body>` tag.
  static let pageEnd = "</body>\n</html>\n"

  /// The page's heading and its introduction, one paragraph per block of text separated
  /// by a blank line.
  static func header(title: String, summary: String) -> String {
    var markup = "<header>\n<h1>" + MarkupText.escaped(title) + "</h1>\n"
    markup += paragraphs(summary)
    return markup + "</header>\n"
  }

  /// `text` as escaped paragraphs, split at blank lines; nothing for empty text.
  static func paragraphs(_ text: String) -> String {
    var markup = ""
    var lines: [Substring] = []
    func flush() {
      if !lines.isEmpty {
        markup += "<p>" + MarkupText.escaped(lines.joined(separator: "\n")) + "</p>\n"
      }
      lines = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy(\.isWhitespace) { flush() } else { lines.append(line) }
    }
    flush()
    return markup
  }

  /// A row of colored chips naming the kinds of elements in the pictures.
  static func legend(_ legend: Legend) -> String {
    guard !legend.entries.isEmpty else { return "" }
    var markup = "<ul class=\"legend\">\n"
    for entry in legend.entries {
      let style =
        "background: " + entry.swatch.fill + "; border-color: " + entry.swatch.stroke
      markup +=
        "<li><span class=\"chip\" style=\"" + MarkupText.escapedAttribute(style)
        + "\"></span>" + MarkupText.escaped(entry.name) + "</li>\n"
    }
    return markup + "</ul>\n"
  }

  /// The style sheet of every page.
  static let styleSheet = """
    :root { color-scheme: light; }
    body {
      margin: 0; padding: 24px 32px 48px;
      font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif;
      color: #212529; background: #f8f9fa;
    }
    header { max-width: 60em; }
    h1 { font-size: 24px; margin: 0 0 8px; }
    h2 { font-size: 17px; margin: 32px 0 8px; }
    p { margin: 0 0 8px; white-space: pre-line; }
    a { color: #1c7ed6; text-decoration: none; }
    a:hover { text-decoration: underline; }
    .legend { display: flex; flex-wrap: wrap; gap: 6px 16px; list-style: none; padding: 0;
      margin: 16px 0; font-size: 13px; }
    .legend li { display: flex; align-items: center; gap: 6px; }
    .chip { display: inline-block; width: 14px; height: 14px; border: 1px solid;
      border-radius: 3px; }
    .strip { display: flex; gap: 16px; overflow-x: auto; padding: 4px 2px 12px;
      align-items: flex-start; }
    figure { margin: 0; flex: none; width: min-content; background: #fff;
      border: 1px solid #dee2e6; border-radius: 6px; padding: 8px;
      box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05); }
    figure svg { display: block; }
    figcaption { margin-top: 6px; font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo,
      Consolas, monospace; color: #495057; text-align: center; }
    .details { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: flex-start;
      margin-top: 16px; }
    .details h2 { margin-top: 0; }
    .spec-column { flex: 1 1 420px; min-width: 0; }
    pre { background: #fff; border: 1px solid #dee2e6; border-radius: 6px; padding: 12px;
      overflow: auto; max-height: 32em; font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo,
      Consolas, monospace; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
      gap: 16px; list-style: none; padding: 0; margin: 16px 0; }
    .cards li { background: #fff; border: 1px solid #dee2e6; border-radius: 6px;
      overflow: hidden; }
    .cards a { display: block; color: inherit; height: 100%; }
    .cards a:hover { text-decoration: none; background: #f1f3f5; }
    .thumbnail { display: flex; justify-content: center; align-items: flex-start;
      height: 200px; overflow: hidden; background: #e9ecef; }
    .thumbnail svg { display: block; flex: none; }
    .card-text { padding: 10px 12px; }
    .card-text strong { display: block; color: #1c7ed6; }
    .card-text span { font-size: 13px; color: #495057; }

    """
}
