import Foundation
import Testing

/// The names the Architecture article gives in code voice: every path names a file or
/// a folder of the repository, and every type, module or function names a declaration
/// of `Sources/`, so that the article cannot drift from the code unnoticed.
@Suite("The Architecture article")
struct ArchitectureArticleTests {
  /// The repository, read once for every test of the suite.
  static let repository = try? Repository()

  @Test("every file, folder, type and function it names exists")
  func namesExist() throws {
    let repository = try #require(Self.repository)
    let article = try String(
      contentsOf: repository.root.appendingPathComponent(ArticleNames.articlePath),
      encoding: .utf8)
    let missing = ArticleNames.codeSpans(in: article).filter { !repository.has($0) }
    #expect(missing.isEmpty, "Architecture.md names what does not exist: \(missing)")
  }

  @Test(
    "a name that does not exist is caught",
    arguments: [
      "`Sources/Trellis/Layouts/Cube/`", "`CubeLayout`", "``CollectionView/tumble(host:)``",
      "`FlowLayout+Tumbling.swift`", "`tumble(to:)`",
    ])
  func wrongNameIsCaught(_ text: String) throws {
    let repository = try #require(Self.repository)
    let spans = ArticleNames.codeSpans(in: text)
    #expect(spans.count == 1)
    #expect(spans.allSatisfy { !repository.has($0) })
  }

  @Test("the checklist's placeholders, names outside the package and prose are allowed")
  func allowedNames() throws {
    let repository = try #require(Self.repository)
    let text = """
      `Sources/Trellis/Layouts/Cards/`, `CardsLayout.SectionValues`, `<name>.spec.json`,
      `UICollectionView`, `trellis play`, `"slide"`, `weak`, ``Trellis/FlowLayout``
      """
    let spans = ArticleNames.codeSpans(in: text)
    #expect(spans.count == 8)
    #expect(spans.allSatisfy { repository.has($0) })
  }
}

/// How the test reads the article's names: code spans outside code blocks.
enum ArticleNames {
  /// The article, from the repository's root.
  static let articlePath = "Sources/Trellis/Trellis.docc/Architecture.md"

  /// Names of the platforms and the standard library that the article may mention.
  static let external: Set<String> = [
    "UICollectionView", "UICollectionViewLayout", "Foundation", "Codable", "Mirror",
  ]

  /// A code span: its text and whether it is a symbol link (``Symbol``).
  struct Span: Hashable, CustomStringConvertible {
    var text: String
    var isSymbolLink: Bool
    var description: String { isSymbolLink ? "``\(text)``" : "`\(text)`" }
  }

  /// The code spans of `markdown`, without those of fenced code blocks; a span that
  /// breaks across lines has a space for each line break.
  static func codeSpans(in markdown: String) -> [Span] {
    var prose = ""
    var inBlock = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inBlock.toggle()
        continue
      }
      if !inBlock { prose += line + "\n" }
    }
    var spans: [Span] = []
    var rest = Substring(prose)
    while let open = rest.firstIndex(of: "`") {
      let fence = rest[open...].hasPrefix("``") ? "``" : "`"
      let start = rest.index(open, offsetBy: fence.count)
      guard let close = rest[start...].range(of: fence) else { break }
      let text = rest[start..<close.lowerBound].replacingOccurrences(of: "\n", with: " ")
        .trimmingCharacters(in: .whitespaces)
      spans.append(Span(text: text, isSymbolLink: fence == "``"))
      rest = rest[close.upperBound...]
    }
    return spans
  }
}

/// The repository's files and folders and the names `Sources/` declares.
struct Repository {
  /// The folder of the root package.
  let root: URL
  /// Every file and folder, relative to ``root``, without build products.
  let paths: Set<String>
  /// Every name declared in a Swift file of `Sources/`.
  let declarations: Set<String>
  /// The modules: the folders of `Sources/`.
  let modules: Set<String>

  /// No folder above the test holds the article.
  struct NoRepository: Error {
    var filePath: String
  }

  private static let declarers: Set<Substring> = [
    "struct", "class", "enum", "protocol", "typealias", "actor", "func", "case", "var",
    "let", "associatedtype",
  ]

  init(filePath: String = #filePath) throws {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    let manager = FileManager.default
    while !manager.fileExists(atPath: folder.appendingPathComponent(ArticleNames.articlePath).path)
    {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { throw NoRepository(filePath: filePath) }
      folder = parent
    }
    root = folder
    var paths: Set<String> = []
    var declarations: Set<String> = []
    guard let enumerator = manager.enumerator(atPath: folder.path) else {
      throw NoRepository(filePath: filePath)
    }
    while let path = enumerator.nextObject() as? String {
      let top = path.prefix { $0 != "/" }
      if top.hasPrefix(".") || top == "node_modules" {
        enumerator.skipDescendants()
        continue
      }
      paths.insert(path)
      guard path.hasPrefix("Sources/"), path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      for (word, next) in zip(words, words.dropFirst()) where Self.declarers.contains(word) {
        declarations.insert(String(next))
      }
    }
    self.paths = paths
    self.declarations = declarations
    modules = Set(
      try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources").path))
  }

  /// Whether `span` names something that exists, or is not a name to check: a
  /// placeholder of the checklist (anything with `Cards` or `<...>`), prose, a keyword or
  /// JSON.
  func has(_ span: ArticleNames.Span) -> Bool {
    let text = span.text
    if text.lowercased().contains("cards") { return true }
    if !span.isSymbolLink && isPath(text) { return text.contains("<") || hasPath(text) }
    // A symbol: `Type`, `Type.member`, ``Type/member(label:)`` or `function(label:)`.
    let symbol = withoutGenerics(text)
    let isFunction = symbol.contains("(")
    let name = symbol.prefix { $0 != "(" }
    guard let initial = name.first, initial.isLetter || initial == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || "_./".contains($0) })
    else { return true }
    var components = name.split(separator: span.isSymbolLink ? "/" : ".").map(String.init)
    if components.count > 1 && modules.contains(components[0]) { components.removeFirst() }
    if !span.isSymbolLink && initial.isLowercase && !isFunction {
      return true  // a word in code voice, such as `weak` or `sections`
    }
    if components.count == 1
      && (modules.contains(components[0]) || ArticleNames.external.contains(components[0]))
    {
      return true
    }
    return components.allSatisfy { declarations.contains($0) }
  }

  /// Whether `text` is a path: it has a slash, or a file's extension.
  private func isPath(_ text: String) -> Bool {
    guard !text.contains(" "), !text.contains("(") else { return false }
    let extensions = [".swift", ".md", ".json", ".js", ".wasm", ".py", ".c"]
    return text.contains("/") || extensions.contains { text.hasSuffix($0) }
  }

  /// Whether a file or folder is at `text` from the root, or ends with it anywhere.
  private func hasPath(_ text: String) -> Bool {
    let path = text.hasSuffix("/") ? String(text.dropLast()) : text
    return paths.contains(path) || paths.contains { $0.hasSuffix("/" + path) }
  }

  /// `text` without the generic parameters of a name, such as `<Kind: SpecLayout>`.
  private func withoutGenerics(_ text: String) -> String {
    var result = ""
    var depth = 0
    for character in text {
      if character == "<" {
        depth += 1
      } else if character == ">" {
        depth -= 1
      } else if depth == 0 {
        result.append(character)
      }
    }
    return result
  }
}
