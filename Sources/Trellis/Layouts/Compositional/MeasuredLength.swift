/// The measured length of one item of a section along a compositional layout's scroll
/// axis.
struct MeasuredLength: Hashable {
  /// The item's index in its section.
  var item: Int
  /// The length of its cell along the scroll axis.
  var length: Double
}
