import NIOCore
import NIOHTTP1

/// Gives the answers that NIO's protocol error handler writes for malformed requests
/// (400, without a body) the headers of every other answer: the page's security headers,
/// `X-Content-Type-Options: nosniff` and the Content-Security-Policy among them, and a
/// media type.
///
/// Every answer of ``PageFiles`` has a `Content-Type`; an answer head without one is
/// NIO's.
final class ProtocolErrorHeaders: ChannelOutboundHandler {
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard case .head(var head) = unwrapOutboundIn(data),
      !head.headers.contains(name: "content-type")
    else {
      context.write(data, promise: promise)
      return
    }
    for (name, value) in PageFiles.commonHeaders { head.headers.add(name: name, value: value) }
    head.headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
    context.write(wrapOutboundOut(.head(head)), promise: promise)
  }
}
