import Foundation

/// Standard output as a text stream that collects what is written into blocks of about
/// 64 KiB, so that long output costs few system calls and little memory.
struct StandardOutput: TextOutputStream {
  private static let blockSize = 1 << 16
  private var buffer: [UInt8] = []

  /// Creates a stream with an empty buffer.
  init() {
    buffer.reserveCapacity(Self.blockSize)
  }

  /// Adds `string` to the buffer, writing the buffer out when it is full.
  mutating func write(_ string: String) {
    buffer.append(contentsOf: string.utf8)
    if buffer.count >= Self.blockSize { flush() }
  }

  /// Writes out what the buffer holds.
  mutating func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
