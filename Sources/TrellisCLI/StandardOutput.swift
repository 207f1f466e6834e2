import Foundation

/// Standard output, or another open file, as a text stream that collects what is written
/// into blocks of about 64 KiB, so that long output costs few system calls and little
/// memory.
///
/// A failed write (a full disk, a closed pipe) is remembered and ends the writing:
/// ``finish()`` reports it as an ``EnvironmentFailure``, so that a command never
/// claims success for output that was lost.
struct StandardOutput: TextOutputStream {
  private static let blockSize = 1 << 16
  private var buffer: [UInt8] = []
  /// The open file written to.
  private let descriptor: Int32
  /// The error number of the first failed write, if any.
  private(set) var failure: Int32?

  /// Creates a stream with an empty buffer into `descriptor`, standard output by
  /// default.
  init(descriptor: Int32 = STDOUT_FILENO) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.blockSize)
  }

  /// Adds `string` to the buffer, writing the buffer out when it is full.
  mutating func write(_ string: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Adds `bytes` to the buffer as they are, writing the buffer out when it is full.
  mutating func write(bytes: some Sequence<UInt8>) {
    guard failure == nil else { return }
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Writes out what the buffer holds, unless a write failed before.
  mutating func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil, !buffer.isEmpty else { return }
    failure = buffer.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes out what the buffer holds and reports a write that failed, now or before.
  ///
  /// - Throws: An ``EnvironmentFailure``, `cannot write to standard output: <reason>`.
  mutating func finish() throws(EnvironmentFailure) {
    flush()
    if let failure {
      throw EnvironmentFailure(
        "cannot write to standard output: \(OutputPath.reason(failure))")
    }
  }

  /// Writes `text` to standard output.
  ///
  /// - Throws: An ``EnvironmentFailure`` when the text could not be written whole.
  static func write(_ text: String) throws(EnvironmentFailure) {
    var output = StandardOutput()
    output.write(text)
    try output.finish()
  }
}
