import Trellis

extension Spec {
  /// The frame of every element of the spec's layout, prepared for its viewport and
  /// data before any action: what `trellis layout` prints, by element.
  ///
  /// ```swift
  /// let frames = try Spec(json: #"{"viewport": {"width": 120}, "sections": [{"items": 3}]}"#)
  ///   .frames()
  /// frames[.cell(IndexPath(item: 2, section: 0))]  // Rect(x: 0.0, y: 60.0, width: 50.0, height: 50.0)
  /// ```
  ///
  /// Every element has its own entry: cells, supplementary views and decorations.
  ///
  /// - Throws: A ``SpecError`` for a value the layout refuses, as ``makeLayout()``.
  /// - Complexity: a preparation of the layout, plus O(*n*) for *n* elements.
  public func frames() throws(SpecError) -> [ElementID: Rect] {
    let elements = try makeLayout().allElements()
    var frames: [ElementID: Rect] = [:]
    frames.reserveCapacity(elements.count)
    for element in elements { frames[element.id] = element.frame }
    return frames
  }
}

extension LayoutReport {
  /// Lays out `spec` and reports its content size and elements: every element, or only
  /// those whose frames intersect `rect`, in the order `trellis layout` prints them, the
  /// rows of its outlines with their levels.
  ///
  /// ```swift
  /// print(try LayoutReport(spec: Spec(json: text)).json)  // what `trellis layout` prints
  /// ```
  ///
  /// - Throws: A ``SpecError`` for a value the layout refuses, as ``Spec/makeLayout()``.
  public init(spec: Spec, in rect: Rect? = nil) throws(SpecError) {
    self.init(try spec.makeLayout(), in: rect, levels: spec.rowLevels)
  }
}
