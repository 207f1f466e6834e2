/// The result of timing one workload.
struct Measurement {
  /// The workload's name, such as `flow-prepare`.
  var workload: String
  /// The number of items the workload runs on.
  var count: Int
  /// The median time of one operation, in milliseconds.
  var medianMilliseconds: Double
  /// What the figure is compared with in the table, if anything.
  var baseline: String?
  /// The median divided by the baseline's median.
  var ratio: Double?
}

/// Times `operation` `repetitions` times after one warm-up run and returns the median
/// duration in milliseconds. `prepare` runs before each timed call, untimed.
func medianMilliseconds(
  repetitions: Int, prepare: () -> Void = {}, _ operation: () -> Void
) -> Double {
  let clock = ContinuousClock()
  prepare()
  operation()
  var samples: [Double] = []
  for _ in 0..<repetitions {
    prepare()
    let duration = clock.measure(operation)
    let (seconds, attoseconds) = duration.components
    samples.append(Double(seconds) * 1e3 + Double(attoseconds) * 1e-15)
  }
  samples.sort()
  return samples[samples.count / 2]
}
