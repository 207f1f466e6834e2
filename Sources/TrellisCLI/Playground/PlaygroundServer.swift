import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// Serves ``PageFiles`` over HTTP/1.1 with SwiftNIO until the process is stopped, within
/// ``RequestLimits``; NIO's parser refuses oversized heads with 400, and a full
/// ``ConnectionTable`` makes room for new clients.
struct PlaygroundServer {
  /// The page served.
  let page: PageFiles
  /// The address or name listened on.
  let host: String
  /// The port; 0 picks a free one.
  let port: Int
  /// The limits every client is held to.
  var limits = RequestLimits()

  /// Opens the port, prints the page's address on standard output and serves.
  ///
  /// - Throws: ``EnvironmentFailure`` when the port cannot be opened, saying why in one
  ///   line.
  func serve() throws {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let connections = SharedConnectionTable(ConnectionTable(capacity: limits.connections))
    let (page, limits) = (page, limits)
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 256)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in
        guard let (number, evicted) = connections.withLockedValue({ $0.admit(channel) }) else {
          return channel.close()
        }
        evicted?.close(promise: nil)
        return channel.eventLoop.makeCompletedFuture {
          let pipeline = channel.pipeline.syncOperations
          try pipeline.configureHTTPServerPipeline(
            withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits.decoderLimits)
          let encoder = try pipeline.handler(type: HTTPResponseEncoder.self)
          try pipeline.addHandler(ProtocolErrorHeaders(), position: .after(encoder))
          try pipeline.addHandler(
            PageRequestHandler(page: page, limits: limits, connections: connections, number: number)
          )
        }
      }
    let channel: Channel
    do {
      channel = try bootstrap.bind(host: host, port: port).wait()
    } catch {
      throw EnvironmentFailure(Self.bindFailure(error, host: host, port: port))
    }
    let address = Self.address(host: host, port: channel.localAddress?.port ?? port)
    FileHandle.standardOutput.write(Data("http://\(address)/\n".utf8))
    try? channel.closeFuture.wait()
  }

  /// `host:port` as a URL's authority, with brackets around an IPv6 address.
  static func address(host: String, port: Int) -> String {
    (AcceptedHosts.isIPv6(host) ? "[\(host)]" : host) + ":\(port)"
  }

  /// The one-line reason a server could not listen on `host` and `port`.
  static func bindFailure(_ error: Error, host: String, port: Int) -> String {
    let address = address(host: host, port: port)
    switch (error as? IOError)?.errnoCode {
    case EADDRINUSE:
      return "\(address) is in use by another program; choose another port with --port, "
        + "such as --port \(port == 65535 ? 8081 : port + 1)"
    case EACCES:
      return "not allowed to listen on \(address); choose a port above 1023 with --port"
    case EADDRNOTAVAIL:
      return "\(host) is not an address of this machine; choose another with --host"
    default:
      if error is SocketAddressError.UnknownHost {
        return "cannot find the address of '\(host)'; give an IP address with --host"
      }
      return "cannot listen on \(address): \(error)"
    }
  }
}
