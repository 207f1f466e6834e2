import Trellis

/// The `--frames from:to:step` option of `trellis render`: content offsets along the
/// scroll axis, from `from` to `to` inclusive, `step` points apart.
///
/// ```
/// --frames 0:600:200     // 0, 200, 400, 600
/// --frames=-100:300:150  // -100, 50, 200 (300 is not reached)
/// ```
struct FrameRange: Hashable, Sendable {
  /// The first offset.
  var from: Double
  /// The last offset allowed; it is part of the range when a whole number of steps
  /// reaches it.
  var to: Double
  /// The distance between offsets, greater than zero.
  var step: Double

  /// The most frames a range may hold, so that a typing slip such as `0:6000:1` cannot
  /// produce a page of thousands of pictures.
  static let maximumCount = 200

  /// The fraction of a step by which the last offset may overshoot `to` and still count,
  /// so that rounding errors do not drop it.
  static let tolerance = 1e-6

  /// The offsets of the range, in increasing order.
  ///
  /// A range whose last step falls within ``tolerance`` steps of `to` reaches it, so
  /// that `0:1:0.1` gives eleven offsets despite rounding.
  var offsets: [Double] {
    let count = Int(((to - from) / step + Self.tolerance).rounded(.down)) + 1
    return (0..<count).map { from + Double($0) * step }
  }

  /// Reads `from:to:step`, three finite numbers with `from` ≤ `to` and `step` > 0,
  /// giving at most ``maximumCount`` offsets; `from` and `to` within
  /// ``LayoutLimits/offsetRange``, the content offsets a layout accepts.
  static func parse(_ text: String) throws(CommandFailure) -> FrameRange {
    let option = "--frames"
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3 else {
      throw CommandFailure("\(option): expected from:to:step, got '\(text)'")
    }
    let from = try NumberArgument.parse(parts[0], name: "from", option: option)
    let to = try NumberArgument.parse(parts[1], name: "to", option: option)
    let step = try NumberArgument.parse(parts[2], name: "step", option: option)
    try NumberArgument.check(from, in: LayoutLimits.offsetRange, option: option, name: "from")
    try NumberArgument.check(to, in: LayoutLimits.offsetRange, option: option, name: "to")
    guard step > 0 else {
      throw CommandFailure("\(option): step must be greater than zero in '\(text)'")
    }
    guard from <= to else {
      throw CommandFailure("\(option): from must not be greater than to in '\(text)'")
    }
    let steps = (to - from) / step + tolerance
    guard steps.isFinite, steps < Double(maximumCount) else {
      throw CommandFailure(
        "\(option): '\(text)' gives more than \(maximumCount) frames; use a larger step")
    }
    return FrameRange(from: from, to: to, step: step)
  }
}
