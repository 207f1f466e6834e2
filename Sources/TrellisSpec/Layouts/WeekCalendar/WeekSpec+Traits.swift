import Trellis

extension WeekSpec {
  /// A calendar's events, which a drag moves to another day and time and a person reads
  /// by day and start time; an arrow key moves a lifted event by a day or a quarter of
  /// an hour. Its controls choose how overlaps share a day and the hour height; its
  /// alternative has taller hours, or short ones when they are tall.
  public func traits(in viewport: Viewport) -> LayoutTraits {
    let hourHeight = configuration.hourHeight
    return LayoutTraits(
      theme: "events", movement: .byTime, readingOrder: .byTime,
      keyboardStep: Size(width: dayWidth(in: viewport), height: hourHeight / 4),
      controls: [
        LayoutControl(
          "Overlaps", fields: ["overlapStyle"],
          values: .choices([LayoutChoice(.string("columns")), LayoutChoice(.string("cascade"))])),
        LayoutControl("Hour height", fields: ["hourHeight"], values: .range(30, 160)),
      ],
      alternative: [LayoutFieldChange("hourHeight", to: .number(hourHeight >= 100 ? 50 : 120))])
  }

  /// The width of a day column: the configuration's, or the share of the viewport's
  /// width that the layout gives each day.
  private func dayWidth(in viewport: Viewport) -> Double {
    if let width = configuration.dayWidth { return width }
    let room =
      viewport.size.width - viewport.contentInset.left - viewport.contentInset.right
      - configuration.hourHeaderWidth
    return max(0, room / Double(max(1, configuration.dayCount)))
  }
}
