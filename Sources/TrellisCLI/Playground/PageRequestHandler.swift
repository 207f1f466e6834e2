import NIOCore
import NIOHTTP1

/// Answers the requests of one connection from ``PageFiles``, within ``RequestLimits``.
///
/// A request must arrive whole (head and end) within the limits' timeout of the
/// connection opening or of the previous answer, or the connection is closed: a client
/// that sends slowly, stops halfway or keeps an idle connection open loses it. A
/// request with a body is refused with 413, since the page only reads.
final class PageRequestHandler: ChannelInboundHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let page: PageFiles
  private let limits: RequestLimits
  private var request: HTTPRequestHead?
  private var deadline: Scheduled<Void>?

  /// A handler answering from `page` within `limits`.
  init(page: PageFiles, limits: RequestLimits) {
    self.page = page
    self.limits = limits
  }

  func channelActive(context: ChannelHandlerContext) {
    armDeadline(context: context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    context.fireChannelInactive()
  }

  /// Closes the connection on any error, such as a head over the limits, after NIO's
  /// protocol error handler has answered it with 400.
  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head):
      request = head
    case .body:
      guard let head = request else { return }
      request = nil
      let refusal = PageAnswer.error(413, "a request for the page has no body")
      respond(refusal, to: head, keepAlive: false, context: context)
    case .end:
      guard let head = request else { return }
      request = nil
      let answer = page.answer(
        method: head.method.rawValue, target: head.uri, host: head.headers.first(name: "host"),
        port: context.channel.localAddress?.port ?? 0,
        ifNoneMatch: head.headers.first(name: "if-none-match"))
      respond(
        answer, to: head, keepAlive: head.isKeepAlive, context: context)
    }
  }

  private func respond(
    _ answer: PageAnswer, to request: HTTPRequestHead, keepAlive: Bool,
    context: ChannelHandlerContext
  ) {
    deadline?.cancel()
    var head = HTTPResponseHead(
      version: request.version, status: HTTPResponseStatus(statusCode: answer.status))
    head.headers.add(contentsOf: answer.headers)
    head.headers.add(name: "Content-Length", value: String(answer.body.count))
    head.headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    if request.method != .HEAD, !answer.body.isEmpty {
      context.write(
        wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: answer.body)))), promise: nil)
    }
    let written = context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated()
    written.whenComplete { _ in
      if keepAlive {
        self.armDeadline(context: context)
      } else {
        context.close(promise: nil)
      }
    }
  }

  /// Closes the connection unless a whole request arrives within the timeout.
  private func armDeadline(context: ChannelHandlerContext) {
    let channel = context.channel
    deadline = context.eventLoop.scheduleTask(in: limits.requestTimeout) {
      channel.close(promise: nil)
    }
  }
}
