import Foundation

/// Writes all of `bytes` to the open file `descriptor`, again after an interruption
/// and on after a partial write, returning the error number of a failed write, or
/// `nil`.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
  guard let base = bytes.baseAddress else { return nil }
  var written = 0
  while written < bytes.count {
    let count = Foundation.write(descriptor, base + written, bytes.count - written)
    if count < 0 {
      if errno == EINTR { continue }
      return errno
    }
    written += count
  }
  return nil
}
