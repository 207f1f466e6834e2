#if canImport(UIKit)
  import Trellis
  import UIKit

  /// What a ``SwipeInteraction`` asks of its layout: the layout's swipe, driven through
  /// its ``TrellisAdapter/LayoutDriver``.
  @MainActor
  protocol SwipeHosting: UICollectionViewLayout {
    /// The swiped row, if any.
    var interactiveSwipe: InteractiveSwipe? { get }
    /// The row whose place in the layout, unslid, holds `point`.
    func swipeRow(at point: CGPoint) -> Trellis.IndexPath?
    /// Begins a swipe on the row at `indexPath`; `false` when it has no actions.
    func beginSwipe(at indexPath: Trellis.IndexPath) -> Bool
    /// Slides the row to `offset`.
    func moveSwipe(to offset: Double)
    /// Releases the row at `velocity` points per second.
    func endSwipe(velocity: Double)
    /// Puts the row back where it rested.
    func cancelSwipe()
    /// A tap at `point` while a row rests open: its action, or a close.
    func tapSwipe(at point: CGPoint)
  }

  /// The gestures of swipe actions on a collection view's rows: a horizontal pan that
  /// begins only on a row with actions and slides it, and, while a row rests open, a
  /// tap that runs a button's action or closes the row.
  ///
  /// The collection view's own pan waits for the swipe's pan to fail, which it does at
  /// once for a mostly vertical pan or a row without actions, while the layout is the
  /// collection view's (as ``CompositionalCollectionViewLayout``'s shelf pan does);
  /// another layout taking over removes both gestures.
  @MainActor
  final class SwipeInteraction: NSObject, UIGestureRecognizerDelegate {
    /// The layout that hosts the swipe.
    private weak var host: (any SwipeHosting)?
    /// Where the row rested when the pan began.
    private var startOffset = 0.0

    /// The pan that slides rows.
    private(set) lazy var pan: UIPanGestureRecognizer = {
      let pan = UIPanGestureRecognizer(target: self, action: #selector(slide(_:)))
      pan.delegate = self
      return pan
    }()

    /// The tap that runs a button's action or closes the open row.
    private(set) lazy var tap: UITapGestureRecognizer = {
      let tap = UITapGestureRecognizer(target: self, action: #selector(tapped(_:)))
      tap.delegate = self
      return tap
    }()

    /// An interaction of `host`'s swipe.
    init(host: any SwipeHosting) {
      self.host = host
    }

    /// Puts the gestures on `collectionView`, taking them off any other view.
    func install(on collectionView: UICollectionView) {
      guard pan.view !== collectionView else { return }
      remove()
      collectionView.addGestureRecognizer(pan)
      collectionView.addGestureRecognizer(tap)
    }

    /// Takes the gestures off their view.
    func remove() {
      pan.view?.removeGestureRecognizer(pan)
      tap.view?.removeGestureRecognizer(tap)
    }

    /// The host's collection view while the host is its layout.
    private var collectionView: UICollectionView? {
      guard let host, let collectionView = host.collectionView,
        collectionView.collectionViewLayout === host
      else { return nil }
      return collectionView
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let host, let collectionView else { return false }
      if gestureRecognizer === tap {
        return host.interactiveSwipe.map { $0.phase != .tracking } ?? false
      }
      guard gestureRecognizer === pan else { return true }
      let velocity = pan.velocity(in: collectionView)
      guard abs(velocity.x) > abs(velocity.y) else { return false }
      // Where the finger came down, on the row's place in the layout, slid or not.
      let location = pan.location(in: collectionView)
      let translation = pan.translation(in: collectionView)
      let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      guard let row = host.swipeRow(at: start), host.beginSwipe(at: row) else { return false }
      startOffset = host.interactiveSwipe?.offset ?? 0
      return true
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === pan, let collectionView else { return false }
      return otherGestureRecognizer === collectionView.panGestureRecognizer
    }

    @objc private func slide(_ pan: UIPanGestureRecognizer) {
      guard let host, let collectionView else { return }
      switch pan.state {
      case .changed:
        host.moveSwipe(to: startOffset + Double(pan.translation(in: collectionView).x))
      case .ended:
        host.endSwipe(velocity: Double(pan.velocity(in: collectionView).x))
      case .cancelled, .failed:
        host.cancelSwipe()
      default:
        break
      }
    }

    @objc private func tapped(_ tap: UITapGestureRecognizer) {
      guard tap.state == .ended, let host, let collectionView else { return }
      host.tapSwipe(at: tap.location(in: collectionView))
    }
  }
#endif
