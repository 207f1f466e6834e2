/// The place of a value in a ``CompositionalLayout``'s model: its section (or the
/// layout-wide ``CompositionalLayout/Configuration``) and the fields from there, as the
/// JSON spec names them, such as `group.subitems[1].size.width` of section 2.
public typealias CompositionalInput = LayoutInput.Place
