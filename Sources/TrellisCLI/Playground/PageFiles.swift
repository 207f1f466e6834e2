import Foundation

/// The playground page's files, read once when the server starts, and the answer to a
/// request for one of them.
///
/// A request names one of the files exactly or gets 404: the list is fixed, so no
/// encoding of `..`, no backslash, absolute path or symbolic link planted later reaches
/// another file. Only the media types a page needs are listed at all.
struct PageFiles: Sendable {
  /// A file's bytes, media type and entity tag.
  struct File: Sendable {
    /// The contents.
    var bytes: [UInt8]
    /// The `Content-Type`.
    var contentType: String
    /// The `ETag`: a fingerprint of the contents, quoted.
    var entityTag: String
  }

  /// The headers every answer carries: cross-origin isolation (so that
  /// `performance.now()` measures the engine's work to a few microseconds), no sniffing,
  /// no referrer, revalidation before reuse, and a content security policy that lets
  /// the page run its own scripts and WebAssembly module and nothing else.
  static let commonHeaders: [(String, String)] = [
    ("Cross-Origin-Opener-Policy", "same-origin"),
    ("Cross-Origin-Embedder-Policy", "require-corp"),
    ("Cross-Origin-Resource-Policy", "same-origin"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("Cache-Control", "no-cache"),
    (
      "Content-Security-Policy",
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
        + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
        + "form-action 'none'; frame-ancestors 'none'"
    ),
  ]

  /// The files by request path, such as `/index.html` and `/specs/books.json`.
  let files: [String: File]
  /// The `Host` headers answered.
  let hosts: AcceptedHosts

  /// Reads `sources`, each served at its request path, for a server listening on
  /// `host`. Files whose extension has no media type here are left out.
  ///
  /// - Throws: ``EnvironmentFailure`` when a file cannot be read.
  init(_ sources: [(path: String, file: URL)], listeningOn host: String) throws {
    var files: [String: File] = [:]
    for (path, url) in sources {
      guard let contentType = Self.contentType(of: url.pathExtension) else { continue }
      guard let data = FileManager.default.contents(atPath: url.path) else {
        throw EnvironmentFailure("cannot read \(url.path)")
      }
      let bytes = [UInt8](data)
      files[path] = File(
        bytes: bytes, contentType: contentType,
        entityTag: "\"" + SHA256.hexDigest(of: bytes).prefix(32) + "\"")
    }
    self.files = files
    self.hosts = AcceptedHosts(listeningOn: host)
  }

  /// The answer to a request of `method` for `target`, addressed to `host` on `port`.
  ///
  /// - `421` when the `Host` header is missing or names another site;
  /// - `405` for methods other than `GET` and `HEAD`;
  /// - `404` for any target that is not exactly one of the files (`/` is `/index.html`;
  ///   a query is ignored);
  /// - `304` when `ifNoneMatch` is the file's entity tag, else `200` with the file.
  func answer(
    method: String, target: String, host: String?, port: Int, ifNoneMatch: String? = nil
  ) -> PageAnswer {
    guard let host, hosts.accepts(host, port: port) else {
      return .error(421, "this server answers only requests addressed to it")
    }
    guard method == "GET" || method == "HEAD" else {
      var answer = PageAnswer.error(405, "only GET and HEAD")
      answer.headers.append(("Allow", "GET, HEAD"))
      return answer
    }
    let path = target.prefix { $0 != "?" }
    guard let file = files[path == "/" ? "/index.html" : String(path)] else {
      return .error(404, "not found")
    }
    var headers = Self.commonHeaders
    headers.append(("Content-Type", file.contentType))
    headers.append(("ETag", file.entityTag))
    if ifNoneMatch == file.entityTag {
      return PageAnswer(status: 304, headers: headers, body: [])
    }
    return PageAnswer(status: 200, headers: headers, body: file.bytes)
  }

  /// The media type of a file with extension `pathExtension`, or `nil` for a file the
  /// page does not need.
  static func contentType(of pathExtension: String) -> String? {
    switch pathExtension {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "json": "application/json"
    case "wasm": "application/wasm"
    case "svg": "image/svg+xml"
    case "png": "image/png"
    default: nil
    }
  }
}

/// An answer of the playground server: a status, headers and a body. `Content-Length`
/// and `Connection` are the server's to add.
struct PageAnswer: Sendable {
  /// The status code.
  var status: Int
  /// The headers, in order.
  var headers: [(String, String)]
  /// The body; a `HEAD` request gets its length and not the bytes.
  var body: [UInt8]

  /// A plain-text error answer with the common headers.
  static func error(_ status: Int, _ message: String) -> PageAnswer {
    PageAnswer(
      status: status,
      headers: PageFiles.commonHeaders + [("Content-Type", "text/plain; charset=utf-8")],
      body: Array((message + "\n").utf8))
  }
}
