import CAllocationCounter

/// The number of heap bytes in use, where the C library reports it.
enum HeapUsage {
  static func bytesInUse() -> Int? {
    let bytes = trellis_heap_bytes_in_use()
    return bytes >= 0 ? bytes : nil
  }
}
