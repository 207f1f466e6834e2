import Trellis
import TrellisSVG

extension SVGRenderer.Options {
  /// The swatch of a destructive swipe action's button: red, as UIKit draws it.
  static let destructiveSwipeAction = Swatch(fill: "#ff8787", stroke: "#e03131")
  /// The swatch of a normal swipe action's button: gray, as UIKit draws it.
  static let normalSwipeAction = Swatch(fill: "#dee2e6", stroke: "#868e96")

  /// The options with the swipe buttons that `actions` names drawn as UIKit draws them:
  /// their titles as labels, destructive ones red and normal ones gray.
  func showing(_ actions: [ElementID: SwipeAction]) -> Self {
    var options = self
    for (element, action) in actions {
      options.labelTexts[element] = action.title
      options.swatches[element] =
        action.style == .destructive ? Self.destructiveSwipeAction : Self.normalSwipeAction
    }
    return options
  }
}
