import NIOCore
import NIOHTTP1

/// How much a client may send and for how long, so that an oversized or slow request
/// costs the playground server a bounded amount of memory and time and never holds up
/// other clients.
struct RequestLimits: Sendable {
  /// The largest request line or header field, in bytes.
  var fieldBytes = 8 * 1024
  /// The largest request line and header fields together, in bytes.
  var headBytes = 16 * 1024
  /// The most header fields.
  var headerFields = 64
  /// The most connections open at once; a new one takes the place of the oldest that is
  /// waiting for a request (see ``ConnectionTable``).
  var connections = 128
  /// How long a connection may take to deliver a whole request, how long it may stay
  /// open waiting for the next one, and how long its client may leave its answers
  /// unread.
  var requestTimeout = TimeAmount.seconds(10)
  /// How long a connection may wait for a request while ``connections`` are open.
  var crowdedTimeout = TimeAmount.seconds(2)
  /// The most answers of one connection written and not yet taken by the client: the
  /// server reads no further request of that connection until the client reads, so that
  /// unread pipelined answers cost a bounded amount of memory.
  var queuedAnswers = 2

  /// The limits of NIO's HTTP parser: larger heads are answered with 400 at once.
  var decoderLimits: NIOHTTPDecoderLimitConfiguration {
    var limits = NIOHTTPDecoderLimitConfiguration()
    limits.maxHeaderFieldSize = fieldBytes
    limits.maxHeaderListSize = headBytes
    limits.maxHeaderFieldCount = headerFields
    return limits
  }
}
