/// Direct access to the item arrays of a ``FlowGeometry`` while a section is placed, so
/// the inner loops of preparation write positions without a uniqueness or bounds check
/// per element. Only valid inside ``FlowGeometry/withItemBuffers(_:)``.
struct FlowItemBuffers {
  /// Positions along the scroll axis, relative to the section.
  let main: UnsafeMutableBufferPointer<Double>
  /// Positions across the scroll axis.
  let cross: UnsafeMutableBufferPointer<Double>
  /// Extents along the scroll axis.
  let mainLength: UnsafeMutableBufferPointer<Double>
  /// Extents across the scroll axis.
  let crossLength: UnsafeMutableBufferPointer<Double>
}

/// The lines of a flow layout as they are appended while sections are placed.
struct FlowLines {
  /// Each line's position along the scroll axis, relative to its section.
  var main: [Double]
  /// Each line's extent along the scroll axis.
  var length: [Double]
  /// Each line's first item.
  var firstItem: [Int]
}

extension FlowGeometry {
  /// Calls `body` with direct access to the item arrays and with the line arrays.
  mutating func withItemBuffers<Result, Failure: Error>(
    _ body: (FlowItemBuffers, inout FlowLines) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var lines = FlowLines(main: [], length: [], firstItem: [])
    swap(&lines.main, &lineMain)
    swap(&lines.length, &lineLength)
    swap(&lines.firstItem, &lineFirstItem)
    defer {
      swap(&lines.main, &lineMain)
      swap(&lines.length, &lineLength)
      swap(&lines.firstItem, &lineFirstItem)
    }
    return try itemMain.withUnsafeMutableBufferPointer { main throws(Failure) in
      try itemCross.withUnsafeMutableBufferPointer { cross throws(Failure) in
        try itemMainLength.withUnsafeMutableBufferPointer { mainLength throws(Failure) in
          try itemCrossLength.withUnsafeMutableBufferPointer { crossLength throws(Failure) in
            try body(
              FlowItemBuffers(
                main: main, cross: cross, mainLength: mainLength, crossLength: crossLength),
              &lines)
          }
        }
      }
    }
  }
}
