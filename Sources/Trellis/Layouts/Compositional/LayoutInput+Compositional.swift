extension LayoutInput {
  /// A value of a compositional layout's sections, groups, items or configuration, named
  /// by its place in the model, such as `group.subitems[1].size.width of section 2`.
  public static func compositional(_ place: CompositionalInput) -> Self {
    Self(Kind("compositional value"), .place(place))
  }
}
