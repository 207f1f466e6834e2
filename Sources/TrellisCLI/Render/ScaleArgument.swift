import Trellis

/// The value of a `--scale` option: output pixels per point, a number in
/// ``LayoutLimits/scaleRange``, 0.01 to 100, the scales a layout accepts.
///
/// It is read as a ``ParsedArgument``, so that a negative value such as `--scale -1`
/// is the option's value, refused for what it is, rather than a missing one.
struct ScaleArgument: ArgumentValue {
  /// The pixels per point.
  var value: Double

  /// Reads `--scale s`: a finite number from 0.01 to 100, spaces around it ignored.
  static func parse(_ text: String) throws(CommandFailure) -> ScaleArgument {
    let value = try NumberArgument.parse(text[...], name: "scale", option: "--scale")
    try NumberArgument.check(value, in: LayoutLimits.scaleRange, option: "--scale")
    return ScaleArgument(value: value)
  }
}
