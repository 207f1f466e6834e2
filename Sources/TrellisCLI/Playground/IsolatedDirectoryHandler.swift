import FlyingFox
import Foundation

/// Serves the files of a directory with the two headers that make a page cross-origin
/// isolated, so that `performance.now()` measures the engine's work per frame to a few
/// microseconds instead of a tenth of a millisecond.
struct IsolatedDirectoryHandler: HTTPHandler {
  /// The handler of the files.
  let files: DirectoryHTTPHandler

  /// Serves the files of `root`.
  init(root: URL) {
    files = DirectoryHTTPHandler(root: root, serverPath: "/")
  }

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    var response = try await files.handleRequest(request)
    response.headers[HTTPHeader("Cross-Origin-Opener-Policy")] = "same-origin"
    response.headers[HTTPHeader("Cross-Origin-Embedder-Policy")] = "require-corp"
    return response
  }
}
