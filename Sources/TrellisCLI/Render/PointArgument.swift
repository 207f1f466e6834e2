import Trellis

/// Reads the `--offset x,y` option of `trellis render`.
enum PointArgument {
  /// The point written as two comma-separated numbers, `x,y`; spaces around the
  /// numbers are ignored and either may be negative. Both must be within
  /// ``LayoutLimits/offsetRange``, the content offsets a layout accepts.
  ///
  /// - Parameter option: The option's name for messages, such as `--offset`.
  static func parse(_ text: String, option: String) throws(CommandFailure) -> Point {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw CommandFailure("\(option): expected x,y, got '\(text)'")
    }
    let x = try NumberArgument.parse(parts[0], name: "x", option: option)
    let y = try NumberArgument.parse(parts[1], name: "y", option: option)
    try NumberArgument.check(x, in: LayoutLimits.offsetRange, option: option, name: "x")
    try NumberArgument.check(y, in: LayoutLimits.offsetRange, option: option, name: "y")
    return Point(x: x, y: y)
  }
}
