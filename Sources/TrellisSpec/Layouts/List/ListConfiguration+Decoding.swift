import Trellis

extension ListConfiguration {
  /// The fields of a list configuration: the `layout` object of a list, or a
  /// compositional section's `list`.
  static let fieldNames = [
    "appearance", "headerMode", "footerMode", "headerTopPadding", "showsSeparators",
    "separatorConfiguration",
  ]

  /// Reads a list configuration from `fields`, which hold no others but `type`; the
  /// appearance is `plain` when it gives none.
  init(_ fields: Fields) throws(SpecError) {
    let appearance = try fields["appearance"]?.choice(SpecNames.listAppearance) ?? .plain
    self.init(appearance: appearance)
    if let node = fields["headerMode"] { headerMode = try node.choice(SpecNames.listHeaderMode) }
    if let node = fields["footerMode"] { footerMode = try node.choice(SpecNames.listFooterMode) }
    if let node = fields["headerTopPadding"] { headerTopPadding = try node.extent() }
    if let node = fields["showsSeparators"] { showsSeparators = try node.bool() }
    if let node = fields["separatorConfiguration"] {
      separatorConfiguration = try SeparatorConfiguration(
        node.object(allowing: SeparatorConfiguration.fieldNames))
    }
  }
}

extension SeparatorConfiguration {
  /// The fields of a separator configuration.
  static let fieldNames = [
    "topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets",
    "bottomSeparatorInsets",
  ]

  /// Reads the fields of a separator configuration over `base`.
  init(_ fields: Fields, over base: SeparatorConfiguration = SeparatorConfiguration())
    throws(SpecError)
  {
    self = base
    if let node = fields["topSeparatorVisibility"] {
      topSeparatorVisibility = try node.choice(SpecNames.separatorVisibility)
    }
    if let node = fields["bottomSeparatorVisibility"] {
      bottomSeparatorVisibility = try node.choice(SpecNames.separatorVisibility)
    }
    if let node = fields["topSeparatorInsets"] { topSeparatorInsets = try node.insets() }
    if let node = fields["bottomSeparatorInsets"] { bottomSeparatorInsets = try node.insets() }
  }
}
