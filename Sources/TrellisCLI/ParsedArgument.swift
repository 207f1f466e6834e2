import ArgumentParser
import Trellis

/// A value that an option reads from its text when the arguments are parsed: a rect, a
/// point or a range of offsets.
protocol ArgumentValue {
  /// The value written in `text`, or a failure that names the option and what is wrong.
  static func parse(_ text: String) throws(CommandFailure) -> Self
}

/// An option's value as an `ExpressibleByArgument` type: parsed with the arguments, so
/// that ArgumentParser takes text that starts with a minus sign (`--rect -10,0,10,10`)
/// as the option's value when the option parses `.unconditional`ly.
///
/// A malformed value does not stop the parser with its generic message; it keeps the
/// failure, which ``get()`` throws, so that the command reports it in its own words
/// (`--rect: x 'a' is not a finite number`) with status 2, like any other bad input.
struct ParsedArgument<Value: ArgumentValue>: ExpressibleByArgument {
  /// The value, or why the text is not one.
  var result: Result<Value, CommandFailure>

  /// Reads `argument`.
  init(argument: String) {
    do {
      result = .success(try Value.parse(argument))
    } catch {
      result = .failure(error)
    }
  }

  /// The value, or the failure that names what is wrong with the text.
  func get() throws(CommandFailure) -> Value {
    try result.get()
  }
}

extension Rect: ArgumentValue {
  /// Reads `--rect x,y,w,h`; see ``RectArgument/parse(_:)``.
  static func parse(_ text: String) throws(CommandFailure) -> Rect {
    try RectArgument.parse(text)
  }
}

extension Point: ArgumentValue {
  /// Reads `--offset x,y`; see ``PointArgument/parse(_:option:)``.
  static func parse(_ text: String) throws(CommandFailure) -> Point {
    try PointArgument.parse(text, option: "--offset")
  }
}

extension FrameRange: ArgumentValue {}
