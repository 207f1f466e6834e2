extension LayoutInput.Kind {
  /// The day of one event of a week calendar.
  public static var eventDay: Self {
    Self(
      "the day of event",
      invalidCount: LayoutInput.Requirement(
        "it must be one of the layout's days, from 0 to the number of days less one"))
  }

  /// The start hour of one event of a week calendar.
  public static var eventStart: Self {
    Self(
      "the start of event",
      invalidValue: LayoutInput.Requirement("it must be a finite hour from 0 to 24"))
  }

  /// The end hour of one event of a week calendar.
  public static var eventEnd: Self {
    Self(
      "the end of event",
      invalidValue: LayoutInput.Requirement(
        "it must be a finite hour from 0 to 24 and after the event's start"))
  }
}

extension LayoutInput {
  /// The number of day columns of a week calendar.
  public static var dayCount: Self {
    Self(
      Kind(
        "the number of days", countLimit: LayoutLimits.maximumDayCount, invalidCount: .atLeastOne))
  }

  /// The first hour a week calendar shows.
  public static var startHour: Self {
    Self(Kind("the start hour", invalidCount: Requirement("it must be from 0 to 23")))
  }

  /// The hour at which the range a week calendar shows ends.
  public static var endHour: Self {
    Self(
      Kind(
        "the end hour", invalidCount: Requirement("it must be after the start hour and at most 24"))
    )
  }

  /// The height of one hour of a week calendar.
  public static var hourHeight: Self { Self(Kind("the hour height", invalidValue: .positive)) }

  /// The width of one day column of a week calendar.
  public static var dayWidth: Self { Self(Kind("the day width", invalidValue: .positive)) }

  /// The height of a week calendar's day headers.
  public static var dayHeaderHeight: Self { Self(Kind("the day header height")) }

  /// The width of a week calendar's hour headers.
  public static var hourHeaderWidth: Self { Self(Kind("the hour header width")) }

  /// The height of one all-day event of a week calendar.
  public static var allDayEventHeight: Self { Self(Kind("the all-day event height")) }

  /// How far each level of cascaded events is indented.
  public static var cascadeIndent: Self { Self(Kind("the cascade indent")) }

  /// The thickness of a week calendar's hour lines.
  public static var hourLineThickness: Self { Self(Kind("the hour line thickness")) }

  /// The thickness of a week calendar's current-time indicator.
  public static var currentTimeThickness: Self {
    Self(Kind("the current-time indicator's thickness"))
  }

  /// The day and hour of a week calendar's current-time indicator.
  public static var currentTime: Self {
    Self(
      Kind(
        "the current time",
        invalidValue: Requirement(lead: "the hour of ", "it must be finite"),
        invalidCount: Requirement(lead: "the day of ", "it must be one of the layout's days")))
  }

  /// The days a week calendar gives a background.
  public static var backgroundDays: Self {
    Self(
      Kind(
        "the background days",
        invalidCount: Requirement(verb: "include", "each must be one of the layout's days")))
  }

  /// The day of one event of a week calendar.
  public static func eventDay(_ event: Int) -> Self { Self(.eventDay, .numbered(event)) }

  /// The start hour of one event of a week calendar.
  public static func eventStart(_ event: Int) -> Self { Self(.eventStart, .numbered(event)) }

  /// The end hour of one event of a week calendar.
  public static func eventEnd(_ event: Int) -> Self { Self(.eventEnd, .numbered(event)) }
}
