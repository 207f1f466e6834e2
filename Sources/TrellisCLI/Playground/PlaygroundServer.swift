import FlyingFox
import Foundation

/// Serves the files of a directory, read once, on 127.0.0.1 with FlyingFox until the
/// process is stopped, `/` being its `index.html`; see ``AllowListHandler``.
struct PlaygroundServer {
  /// The directory served.
  let root: URL
  /// The port.
  let port: UInt16

  /// Opens the port, prints the page's address on standard output and serves.
  ///
  /// - Throws: ``EnvironmentFailure`` when the port cannot be opened.
  func serve() throws {
    let address: sockaddr_in
    do {
      address = try .inet(ip4: "127.0.0.1", port: port)
    } catch {
      throw EnvironmentFailure("cannot listen on 127.0.0.1:\(port): \(error)")
    }
    let handler: AllowListHandler
    do {
      handler = try AllowListHandler(root: root, host: "127.0.0.1", port: port)
    } catch {
      throw EnvironmentFailure("cannot read the page in \(root.path): \(error)")
    }
    let server = HTTPServer(address: address, logger: .disabled)
    let outcome = Outcome()
    let port = self.port
    Task {
      await server.appendRoute("GET,HEAD /", to: .redirect(to: "/index.html"))
      await server.appendRoute("GET,HEAD /*", to: handler)
      do {
        try await server.run()
      } catch {
        outcome.fail(EnvironmentFailure("cannot serve on 127.0.0.1:\(port): \(error)"))
      }
    }
    Task {
      try await server.waitUntilListening()
      FileHandle.standardOutput.write(Data("http://127.0.0.1:\(port)/\n".utf8))
    }
    if let failure = outcome.wait() { throw failure }
  }
}

/// How the server's task ended, handed to the thread that waits for it.
private final class Outcome: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var failure: EnvironmentFailure?

  func fail(_ failure: EnvironmentFailure) {
    self.failure = failure
    done.signal()
  }

  func wait() -> EnvironmentFailure? {
    done.wait()
    return failure
  }
}
