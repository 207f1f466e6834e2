extension FlowLayout {
  /// The frames of the lines of `section`: each as long as the line's tallest item
  /// along the scroll axis and reaching from its first item to its last across it;
  /// empty if there is no such section.
  ///
  /// - Complexity: O(*l*) for *l* lines in the section.
  public func lineFrames(inSection section: Int) -> [Rect] {
    geometry.lineFrames(inSection: section)
  }
}
