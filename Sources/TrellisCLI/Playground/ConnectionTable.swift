import NIOConcurrencyHelpers
import NIOCore

/// The open connections of the playground server and what each is doing, so that the
/// connection cap never locks new clients out.
///
/// When the table is full, a new connection takes the place of the oldest one that is
/// waiting for a request (idle, or sending its request slowly): a client that holds a
/// connection without asking for anything costs the others nothing. Only when every
/// connection is being answered is a new one refused. While the table is full, a
/// connection waiting for a request gets ``RequestLimits/crowdedTimeout`` rather than
/// the full ``RequestLimits/requestTimeout``.
struct ConnectionTable: Sendable {
  /// What a connection is doing.
  enum Activity: Sendable {
    /// Waiting for a whole request: idle, or receiving one.
    case waiting
    /// Answering a request, or waiting for the client to read the answers.
    case answering
  }

  private struct Entry: Sendable {
    let channel: Channel
    var activity: Activity
  }

  /// The most connections open at once.
  let capacity: Int
  /// The connections by number, in the order they opened.
  private var entries: [Int: Entry] = [:]
  /// The number of the next connection.
  private var next = 0

  /// An empty table of at most `capacity` connections.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// Whether the table holds as many connections as it may.
  var isFull: Bool { entries.count >= capacity }

  /// Admits `channel`, returning its number and the connection it evicts, if any, which
  /// the caller closes; `nil` when every connection is being answered.
  mutating func admit(_ channel: Channel) -> (number: Int, evicted: Channel?)? {
    var evicted: Channel?
    if isFull {
      let oldest = entries.filter { $0.value.activity == .waiting }.keys.min()
      guard let oldest else { return nil }
      evicted = entries.removeValue(forKey: oldest)?.channel
    }
    let number = next
    next += 1
    entries[number] = Entry(channel: channel, activity: .waiting)
    return (number, evicted)
  }

  /// Records what connection `number` is doing.
  mutating func set(_ activity: Activity, of number: Int) {
    entries[number]?.activity = activity
  }

  /// Forgets connection `number`, which closed.
  mutating func remove(_ number: Int) {
    entries.removeValue(forKey: number)
  }
}

/// The connection table shared by the server's connections.
typealias SharedConnectionTable = NIOLockedValueBox<ConnectionTable>
