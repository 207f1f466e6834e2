/// The result of one workload.
struct Measurement {
  /// The workload's name, such as `flow-prepare`.
  var workload: String
  /// The number of items the workload runs on.
  var count: Int
  /// The median time of one operation, in milliseconds.
  var medianMilliseconds: Double?
  /// Heap allocations per operation, where counted.
  var allocations: Double?
  /// Heap bytes per item, for the memory workload.
  var bytesPerItem: Double?
  /// What the table compares the figure with, and the ratio to it.
  var comparison: (name: String, ratio: Double)?

  /// This workload as the figure `milliseconds` is compared with: its name and the ratio
  /// of `milliseconds` to its median, or `nil` where it has no median.
  func comparison(of milliseconds: Double) -> (name: String, ratio: Double)? {
    medianMilliseconds.map { (workload, milliseconds / $0) }
  }
}

/// Times `operation` `repetitions` times after one warm-up run and returns the median
/// duration in milliseconds. `setUp` runs before each call, untimed.
func medianMilliseconds(
  repetitions: Int, setUp: () -> Void = {}, _ operation: () -> Void
) -> Double {
  let clock = ContinuousClock()
  setUp()
  operation()
  var samples: [Double] = []
  for _ in 0..<repetitions {
    setUp()
    let duration = clock.measure(operation)
    let (seconds, attoseconds) = duration.components
    samples.append(Double(seconds) * 1e3 + Double(attoseconds) * 1e-15)
  }
  samples.sort()
  return samples[samples.count / 2]
}

/// Times `run`, which performs `operations` of one operation (by default one), as
/// ``medianMilliseconds(repetitions:setUp:_:)`` does, and counts the heap allocations of
/// one more run: the median time of one operation, in milliseconds, and its
/// allocations, where counted.
func perOperation(_ operations: Int = 1, repetitions: Int, _ run: () -> Void)
  -> (milliseconds: Double, allocations: Double?)
{
  let time = medianMilliseconds(repetitions: repetitions, run)
  let allocations = AllocationCounter.count(run)
  return (time / Double(operations), allocations.map { Double($0) / Double(operations) })
}

/// Times a scroll workload's `step`, one move of 7 points, 1,000 steps a run, as
/// ``perOperation(_:repetitions:_:)`` does: the median time of one step, in
/// milliseconds, and its allocations, where counted.
func perScrollStep(repetitions: Int, _ step: () -> Void)
  -> (milliseconds: Double, allocations: Double?)
{
  let steps = 1000
  return perOperation(steps, repetitions: repetitions) {
    for _ in 0..<steps { step() }
  }
}

/// Keeps a benchmark's result alive so the optimizer cannot drop the work.
@inline(never)
func sink(_ value: Double) {
  if value.isNaN { print("", terminator: "") }
}
