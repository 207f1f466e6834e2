#if !hasFeature(Embedded)
  import Trellis

  extension RecordingHost.Misuse: CustomStringConvertible {
    /// What was refused, in a sentence.
    public var description: String {
      switch self {
      case .unknownView(let view):
        return "view \(view) was never made"
      case .wrongPool(let view, let element, let pool):
        let what = element.map { " for \($0)" } ?? ""
        return "view \(view) was used\(what) in the pool '\(pool)', which is not its own"
      case .attributesForIdleView(let view, let element):
        return "attributes of \(element) were applied to view \(view), which shows nothing"
      case .undrawableAttributes(let attributes):
        return
          "\(attributes.id) cannot be drawn at \(attributes.frame) with alpha \(attributes.alpha)"
      case .enqueuedTwice(let view):
        return "view \(view) was taken back while it waited for reuse"
      }
    }
  }
#endif
