import CAllocationCounter

/// Counts heap allocations (calls to malloc, calloc and realloc) made by an operation,
/// on platforms where the counter is available (Linux with the GNU C library).
enum AllocationCounter {
  static var isAvailable: Bool { trellis_allocation_counter_is_available() != 0 }

  /// The number of allocations `operation` makes, or `nil` where they are not counted.
  static func count(_ operation: () -> Void) -> Int? {
    guard isAvailable else { return nil }
    trellis_allocation_counter_start()
    operation()
    return trellis_allocation_counter_stop()
  }
}
