import Trellis

extension Spec {
  /// The path of the spec field that the value a layout rejected came from.
  ///
  /// A per-section value maps to the section's own field when the section has one,
  /// and to the layout-wide field when the section falls back to it. Content that would
  /// be too large maps to the whole spec, `$`; inputs that no spec field feeds map to
  /// `$.layout`.
  public func path(for error: LayoutError) -> SpecPath {
    let viewportPath = SpecPath.root.appending("viewport")
    switch error.input {
    case .viewportSize:
      let width = viewport.size.width
      return viewportPath.appending(width.isFinite && width >= 0 ? "height" : "width")
    case .contentOffset: return viewportPath.appending("contentOffset")
    case .contentInset: return viewportPath.appending("contentInset")
    case .safeAreaInsets: return viewportPath.appending("safeAreaInsets")
    case .layoutMargins: return viewportPath.appending("layoutMargins")
    case .scale: return viewportPath.appending("scale")
    case .contentSize: return .root
    default:
      return layout.path(for: error, dataAt: .root)
    }
  }
}

extension LayoutSpec {
  /// The path of the field that a value of the layout's configuration or data came
  /// from, with the data (`sections` or `events`) in the object at `parent`: the
  /// document for a spec's own data, an action for the data an action gives.
  func path(for error: LayoutError, dataAt parent: SpecPath) -> SpecPath {
    switch self {
    case .flow(let flow): flow.path(for: error.input, dataAt: parent)
    case .waterfall(let waterfall): waterfall.path(for: error.input, dataAt: parent)
    case .week(let week): week.path(for: error, dataAt: parent)
    case .carousel(let carousel): carousel.path(for: error.input, dataAt: parent)
    }
  }

  /// The same layout with `content` as its data, or the layout as it is when `content`
  /// is the data of another type of layout.
  func replacingContent(_ content: SpecContent) -> LayoutSpec {
    switch (self, content) {
    case (.flow(var flow), .flow(let data)):
      flow.content = data
      return .flow(flow)
    case (.waterfall(var waterfall), .waterfall(let data)):
      waterfall.content = data
      return .waterfall(waterfall)
    case (.week(var week), .week(let data)):
      week.content = data
      return .week(week)
    case (.carousel(var carousel), .carousel(let data)):
      carousel.content = data
      return .carousel(carousel)
    default:
      return self
    }
  }
}

/// The paths of the inputs of a section-based layout whose sections are `Section`
/// values.
private struct InputPaths<Section> {
  let layout = SpecPath.root.appending("layout")
  /// The path of the sections.
  let sections: SpecPath
  /// The sections.
  let content: [Section]

  /// The paths of `content`, the `sections` of the object at `parent`.
  init(content: [Section], dataAt parent: SpecPath) {
    self.content = content
    sections = parent.appending("sections")
  }

  /// The section's own field if it has a value, else the layout-wide one.
  func field(
    _ section: Int?, _ sectionField: String, _ layoutField: String,
    _ hasValue: (Section) -> Bool
  ) -> SpecPath {
    if let section, content.indices.contains(section), hasValue(content[section]) {
      return sections.appending(section).appending(sectionField)
    }
    return layout.appending(layoutField)
  }

  /// The path of an input common to the section-based layouts: the section count and
  /// item counts and the behaviors of ``SectionBehaviors``; `nil` for any other.
  /// `hasBackground` says whether a section has a background of its own.
  func common(_ input: LayoutInput, hasBackground: (Section) -> Bool) -> SpecPath? {
    switch input {
    case .numberOfSections, .elementCount: sections
    case .numberOfItems(let section): sections.appending(section).appending("items")
    case .collectionHeader: layout.appending("collectionHeader").appending("height")
    case .collectionHeaderParallax: layout.appending("collectionHeader").appending("parallax")
    case .collectionFooter: layout.appending("collectionFooter").appending("height")
    case .sectionBackgroundInsets(let section):
      field(section, "sectionBackground", "sectionBackground", hasBackground)
        .appending("insets")
    default: nil
    }
  }
}

extension FlowSpec {
  /// The path of the field that a flow layout's input comes from, its sections being
  /// those of the object at `parent`.
  func path(for input: LayoutInput, dataAt parent: SpecPath = .root) -> SpecPath {
    let paths = InputPaths(content: content.sections, dataAt: parent)
    if let path = paths.common(input, hasBackground: { $0.background != nil }) { return path }
    switch input {
    case .itemSize(let indexPath):
      let sections = content.sections
      if sections.indices.contains(indexPath.section),
        let sizes = sections[indexPath.section].itemSizes, sizes.indices.contains(indexPath.item)
      {
        return paths.sections.appending(indexPath.section).appending("itemSizes")
          .appending(indexPath.item)
      }
      return paths.layout.appending("itemSize")
    case .defaultItemSize: return paths.layout.appending("itemSize")
    case .sectionInset(let section):
      return paths.field(section, "inset", "sectionInset") { $0.inset != nil }
    case .minimumLineSpacing(let section):
      return paths.field(section, "minimumLineSpacing", "minimumLineSpacing") {
        $0.minimumLineSpacing != nil
      }
    case .minimumInteritemSpacing(let section):
      return paths.field(section, "minimumInteritemSpacing", "minimumInteritemSpacing") {
        $0.minimumInteritemSpacing != nil
      }
    case .headerReferenceSize(let section):
      return paths.field(section, "headerSize", "headerReferenceSize") {
        $0.headerReferenceSize != nil
      }
    case .footerReferenceSize(let section):
      return paths.field(section, "footerSize", "footerReferenceSize") {
        $0.footerReferenceSize != nil
      }
    default:
      // Inputs that no spec field feeds.
      return paths.layout
    }
  }
}

extension WaterfallSpec {
  /// The path of the field that a waterfall layout's input comes from.
  ///
  /// A section whose columns leave no width is reported at the column count it uses,
  /// its own or the layout-wide one. The sections are those of the object at `parent`.
  func path(for input: LayoutInput, dataAt parent: SpecPath = .root) -> SpecPath {
    let paths = InputPaths(content: content.sections, dataAt: parent)
    if let path = paths.common(input, hasBackground: { $0.background != nil }) { return path }
    switch input {
    case .itemHeight(let indexPath):
      return paths.sections.appending(indexPath.section).appending("itemHeights")
        .appending(indexPath.item)
    case .itemSize(let indexPath):
      return paths.sections.appending(indexPath.section).appending("itemSizes")
        .appending(indexPath.item)
    case .defaultItemHeight: return paths.layout.appending("itemHeight")
    case .columnCount(let section):
      return paths.field(section, "columnCount", "columnCount") { $0.columnCount != nil }
    case .minimumColumnSpacing(let section):
      return paths.field(section, "minimumColumnSpacing", "minimumColumnSpacing") {
        $0.minimumColumnSpacing != nil
      }
    case .minimumInteritemSpacing(let section):
      return paths.field(section, "minimumInteritemSpacing", "minimumInteritemSpacing") {
        $0.minimumInteritemSpacing != nil
      }
    case .sectionInset(let section):
      return paths.field(section, "inset", "sectionInset") { $0.inset != nil }
    case .headerHeight(let section):
      return paths.field(section, "headerHeight", "headerHeight") { $0.headerHeight != nil }
    case .footerHeight(let section):
      return paths.field(section, "footerHeight", "footerHeight") { $0.footerHeight != nil }
    case .headerInset(let section):
      return paths.field(section, "headerInset", "headerInset") { $0.headerInset != nil }
    case .footerInset(let section):
      return paths.field(section, "footerInset", "footerInset") { $0.footerInset != nil }
    default:
      // Inputs that no spec field feeds, such as a count of appended items.
      return paths.layout
    }
  }
}

extension WeekSpec {
  /// The path of the field that a week calendar's rejected value comes from.
  ///
  /// An event's values map to the event's fields, the number of events to `events`,
  /// the number of days to `days`, the current time to its `day` or `hour`, and every
  /// other configuration value to the `layout` field of its name. The events are those
  /// of the object at `parent`.
  func path(for error: LayoutError, dataAt parent: SpecPath = .root) -> SpecPath {
    let layout = SpecPath.root.appending("layout")
    let events = parent.appending("events")
    switch error.input {
    case .eventDay(let event): return events.appending(event).appending("day")
    case .eventStart(let event): return events.appending(event).appending("start")
    case .eventEnd(let event): return events.appending(event).appending("end")
    case .numberOfItems(section: 0): return events
    case .dayCount: return layout.appending("days")
    case .startHour: return layout.appending("startHour")
    case .endHour: return layout.appending("endHour")
    case .hourHeight: return layout.appending("hourHeight")
    case .dayWidth: return layout.appending("dayWidth")
    case .dayHeaderHeight: return layout.appending("dayHeaderHeight")
    case .hourHeaderWidth: return layout.appending("hourHeaderWidth")
    case .allDayEventHeight: return layout.appending("allDayEventHeight")
    case .cascadeIndent: return layout.appending("cascadeIndent")
    case .hourLineThickness: return layout.appending("hourLineThickness")
    case .currentTimeThickness: return layout.appending("currentTimeThickness")
    case .currentTime:
      let field = if case .invalidCount = error { "day" } else { "hour" }
      return layout.appending("currentTime").appending(field)
    case .backgroundDays: return layout.appending("backgroundDays")
    default:
      // Inputs that no spec field feeds.
      return layout
    }
  }
}
