import NIOCore
import NIOHTTP1

/// Answers the requests of one connection from ``PageFiles``, within ``RequestLimits``.
///
/// The connection must make progress within the limits' timeout: a whole request (head
/// and end) must arrive within it of the connection opening or of the previous answer,
/// and the client must take each answer within it, or the connection is closed; a
/// client that sends slowly, stops halfway, keeps an idle connection open or never
/// reads loses it. At most ``RequestLimits/queuedAnswers`` answers wait for the client
/// to read them: the next request is answered only when the client has taken one, and
/// meanwhile NIO's pipelining handler reads nothing more from the connection. A request
/// with a body is refused with 413 and one with two `Host` fields with 400.
final class PageRequestHandler: ChannelInboundHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let page: PageFiles
  private let limits: RequestLimits
  private let connections: SharedConnectionTable
  private let number: Int
  /// The head of the request being received.
  private var request: HTTPRequestHead?
  /// A whole request waiting for the client to read earlier answers.
  private var waiting: HTTPRequestHead?
  /// The answers written and not yet taken by the client.
  private var unread = 0
  /// Whether an answer said `Connection: close`, after which the connection ends.
  private var closing = false
  private var deadline: Scheduled<Void>?

  /// A handler answering from `page` within `limits` on connection `number` of
  /// `connections`.
  init(page: PageFiles, limits: RequestLimits, connections: SharedConnectionTable, number: Int) {
    self.page = page
    self.limits = limits
    self.connections = connections
    self.number = number
  }

  func handlerAdded(context: ChannelHandlerContext) {
    armDeadline(context: context)
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    connections.withLockedValue { $0.remove(number) }
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
  }

  /// Closes the connection on any error, such as a head over the limits, after NIO's
  /// protocol error handler has answered it with 400.
  func errorCaught(context: ChannelHandlerContext, error: Error) {
    context.close(promise: nil)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !closing else { return }
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
      connections.withLockedValue { $0.set(.answering, of: number) }
      if unread < limits.queuedAnswers {
        answer(head, context: context)
      } else {
        waiting = head
      }
    }
  }

  /// Answers a whole request.
  private func answer(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
    let hosts = head.headers["host"]
    guard hosts.count <= 1 else {
      let refusal = PageAnswer.error(400, "a request has one Host field")
      respond(refusal, to: head, keepAlive: false, context: context)
      return
    }
    let answer = page.answer(
      method: head.method.rawValue, target: head.uri, host: hosts.first,
      port: context.channel.localAddress?.port ?? 0,
      ifNoneMatch: head.headers.first(name: "if-none-match"))
    respond(answer, to: head, keepAlive: head.isKeepAlive, context: context)
  }

  private func respond(
    _ answer: PageAnswer, to request: HTTPRequestHead, keepAlive: Bool,
    context: ChannelHandlerContext
  ) {
    // A CONNECT turns the connection into a tunnel for NIO's parser: nothing can follow.
    let keepAlive = keepAlive && request.method != .CONNECT
    closing = !keepAlive
    var head = HTTPResponseHead(
      version: request.version, status: HTTPResponseStatus(statusCode: answer.status))
    head.headers.add(contentsOf: answer.headers)
    head.headers.add(name: "Content-Length", value: String(answer.body.count))
    head.headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
    unread += 1
    armDeadline(context: context)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    if request.method != .HEAD, !answer.body.isEmpty {
      context.write(
        wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: answer.body)))), promise: nil)
    }
    let written = context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated()
    written.whenComplete { _ in
      self.unread -= 1
      if !keepAlive {
        context.close(promise: nil)
        return
      }
      self.armDeadline(context: context)
      if let head = self.waiting {
        self.waiting = nil
        self.answer(head, context: context)
      } else if self.unread == 0 {
        self.connections.withLockedValue { $0.set(.waiting, of: self.number) }
      }
    }
  }

  /// Closes the connection unless it makes progress within the timeout: a whole request
  /// arrives, or the client takes an answer. A connection waiting for a request while
  /// the server is full gets the shorter, crowded timeout.
  private func armDeadline(context: ChannelHandlerContext) {
    deadline?.cancel()
    let crowded = unread == 0 && connections.withLockedValue { $0.isFull }
    let channel = context.channel
    deadline = context.eventLoop.scheduleTask(
      in: crowded ? limits.crowdedTimeout : limits.requestTimeout
    ) {
      channel.close(promise: nil)
    }
  }
}
