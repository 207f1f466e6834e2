import Foundation

/// The `Host` header values the playground server answers: the name it was asked to
/// listen on, with the port. A page on another site that resolves its own name to this
/// machine (DNS rebinding) sends its own name and gets 421.
///
/// - `127.0.0.1` (the default), `::1` and `localhost` accept `127.0.0.1`, `[::1]` and
///   `localhost`.
/// - A wildcard address (`0.0.0.0`, `::`) accepts any IP address and `localhost`, since
///   a rebinding page can only send a name.
/// - Any other address or name accepts exactly itself.
struct AcceptedHosts: Sendable {
  private let names: Set<String>
  private let acceptsAnyAddress: Bool

  /// The hosts accepted by a server listening on `host`.
  init(listeningOn host: String) {
    let host = host.lowercased()
    let loopback: Set<String> = ["127.0.0.1", "[::1]", "localhost"]
    switch host {
    case "127.0.0.1", "::1", "localhost":
      names = loopback
      acceptsAnyAddress = false
    case "0.0.0.0", "::":
      names = ["localhost"]
      acceptsAnyAddress = true
    default:
      names = [Self.isIPv6(host) ? "[\(host)]" : host]
      acceptsAnyAddress = false
    }
  }

  /// Whether a request whose `Host` header is `header` is addressed to this server,
  /// listening on `port`. A header without a port means port 80.
  func accepts(_ header: String, port: Int) -> Bool {
    let header = header.lowercased()
    let name: Substring
    if let colon = header.lastIndex(of: ":"), !header.hasSuffix("]") {
      guard header[header.index(after: colon)...] == String(port)[...] else { return false }
      name = header[..<colon]
    } else {
      guard port == 80 else { return false }
      name = header[...]
    }
    if names.contains(String(name)) { return true }
    guard acceptsAnyAddress else { return false }
    if name.hasPrefix("["), name.hasSuffix("]") {
      return Self.isIPv6(String(name.dropFirst().dropLast()))
    }
    return Self.isIPv4(String(name))
  }

  /// Whether `host` is an IPv4 address in dotted decimal.
  static func isIPv4(_ host: String) -> Bool {
    var address = in_addr()
    return inet_pton(AF_INET, host, &address) == 1
  }

  /// Whether `host` is an IPv6 address, without brackets.
  static func isIPv6(_ host: String) -> Bool {
    var address = in6_addr()
    return inet_pton(AF_INET6, host, &address) == 1
  }

  /// Whether `host` names only this machine.
  static func isLoopback(_ host: String) -> Bool {
    ["127.0.0.1", "::1", "localhost"].contains(host.lowercased())
  }
}
