/// The instructions of one call, as records of ``PageCommand/width`` numbers in one
/// contiguous block of memory that the page reads in bulk, through
/// ``baseAddress`` and ``count``.
///
/// The buffer keeps its memory between calls and only grows, so that scrolling
/// allocates nothing once it has grown to the largest pass.
public final class CommandBuffer {
  /// The first number of the first record.
  public private(set) var baseAddress: UnsafeMutablePointer<Double>
  /// The number of records.
  public private(set) var count = 0
  /// The number of records the memory holds.
  private var capacity: Int

  /// Creates an empty buffer with room for `capacity` records.
  public init(capacity: Int = 256) {
    self.capacity = max(1, capacity)
    baseAddress = .allocate(capacity: self.capacity * PageCommand.width)
  }

  deinit {
    baseAddress.deallocate()
  }

  /// Forgets every record, keeping the memory.
  public func removeAll() {
    count = 0
  }

  /// The number at `field` of record `index`: 0 is the code, 1 the view.
  public func number(_ field: Int, ofRecord index: Int) -> Double {
    precondition((0..<count).contains(index) && (0..<PageCommand.width).contains(field))
    return baseAddress[index * PageCommand.width + field]
  }

  /// Appends a record of `command` for `view`; `fill` writes the numbers after the
  /// view, into ``PageCommand/width`` - 2 zeros.
  func append(
    _ command: PageCommand, view: Int,
    fill: (UnsafeMutableBufferPointer<Double>) -> Void = { _ in }
  ) {
    if count == capacity { grow() }
    let record = baseAddress + count * PageCommand.width
    record.initialize(repeating: 0, count: PageCommand.width)
    record[0] = Double(command.rawValue)
    record[1] = Double(view)
    fill(UnsafeMutableBufferPointer(start: record + 2, count: PageCommand.width - 2))
    count += 1
  }

  /// Doubles the memory, keeping the records.
  private func grow() {
    let larger = UnsafeMutablePointer<Double>.allocate(capacity: 2 * capacity * PageCommand.width)
    larger.initialize(from: baseAddress, count: count * PageCommand.width)
    baseAddress.deallocate()
    baseAddress = larger
    capacity *= 2
  }
}
