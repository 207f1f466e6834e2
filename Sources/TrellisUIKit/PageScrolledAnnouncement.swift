#if canImport(UIKit)
  @preconcurrency import UIKit

  extension UIAccessibility {
    /// Tells VoiceOver that a row scrolled by a page, with `status` to say, as a scroll
    /// view does after a three-finger swipe.
    @MainActor
    static func postPageScrolled(_ status: String) {
      post(notification: .pageScrolled, argument: status)
    }
  }
#endif
