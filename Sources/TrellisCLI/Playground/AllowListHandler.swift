import FlyingFox
import Foundation

/// Serves a fixed list of files, read once when the server starts, and nothing else:
/// a request names one of them exactly or gets 404, so no encoding of `..`, no
/// backslash, absolute path or symlink reaches another file. A request whose `Host`
/// header is not the address served gets 421 (DNS rebinding).
///
/// Every answer carries the two headers that make the page cross-origin isolated, so
/// that `performance.now()` measures the engine's work per frame to a few microseconds.
struct AllowListHandler: HTTPHandler {
  /// A file's bytes and its media type.
  struct File {
    var data: Data
    var contentType: String
  }

  /// The files by request path, such as `/index.html` and `/specs/books.json`.
  let files: [String: File]
  /// The `Host` header values accepted: the address and port served.
  let hosts: Set<String>

  /// Reads the regular files under `root` (symbolic links are skipped) to serve them at
  /// their paths below `/`, for requests addressed to `host` on `port`.
  init(root: URL, host: String, port: UInt16) throws {
    var files: [String: File] = [:]
    let root = root.standardizedFileURL.resolvingSymlinksInPath()
    let keys: [URLResourceKey] = [.isRegularFileKey, .isSymbolicLinkKey]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys)
    while let url = enumerator?.nextObject() as? URL {
      let values = try url.resourceValues(forKeys: Set(keys))
      guard values.isRegularFile == true, values.isSymbolicLink != true else { continue }
      let relative = url.standardizedFileURL.path.dropFirst(root.path.count)
      files[String(relative)] = File(
        data: try Data(contentsOf: url), contentType: Self.contentType(of: url.pathExtension))
    }
    self.files = files
    var hosts: Set<String> = ["\(host):\(port)"]
    if host == "127.0.0.1" { hosts.insert("localhost:\(port)") }
    self.hosts = hosts
  }

  func handleRequest(_ request: HTTPRequest) async -> HTTPResponse {
    guard let host = request.headers[.host], hosts.contains(host) else {
      return Self.response(.misdirectedRequest)
    }
    guard let file = files[request.path] else { return Self.response(.notFound) }
    var response = Self.response(.ok, body: request.method == .HEAD ? Data() : file.data)
    response.headers[.contentType] = file.contentType
    return response
  }

  /// An answer with the isolation headers.
  private static func response(_ status: HTTPStatusCode, body: Data = Data()) -> HTTPResponse {
    var response = HTTPResponse(statusCode: status, body: body)
    response.headers[HTTPHeader("Cross-Origin-Opener-Policy")] = "same-origin"
    response.headers[HTTPHeader("Cross-Origin-Embedder-Policy")] = "require-corp"
    return response
  }

  /// The media type of a file with extension `pathExtension`.
  static func contentType(of pathExtension: String) -> String {
    switch pathExtension {
    case "html": "text/html; charset=utf-8"
    case "js": "text/javascript; charset=utf-8"
    case "css": "text/css; charset=utf-8"
    case "json": "application/json"
    case "wasm": "application/wasm"
    case "svg": "image/svg+xml"
    default: "application/octet-stream"
    }
  }
}
