#if canImport(UIKit)
  import Trellis
  import TrellisAdapter
  import UIKit

  // The only place where CoreGraphics and Foundation values meet Trellis values.

  extension Point {
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension Size {
    init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
  }

  extension Rect {
    init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
  }

  extension EdgeInsets {
    init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension CGPoint {
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
  }

  extension CGSize {
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
  }

  extension CATransform3D {
    init(_ t: Transform3D) {
      self.init(
        m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23,
        m24: t.m24, m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42,
        m43: t.m43, m44: t.m44)
    }
  }

  extension Trellis.IndexPath {
    /// The index path of UIKit's `indexPath`: its item in its section.
    public init(_ indexPath: Foundation.IndexPath) {
      self.init(item: indexPath.item, section: indexPath.section)
    }
  }

  extension Foundation.IndexPath {
    /// UIKit's index path of Trellis' `indexPath`: its item in its section.
    public init(_ indexPath: Trellis.IndexPath) {
      self.init(item: indexPath.item, section: indexPath.section)
    }
  }

  extension Viewport {
    @MainActor init(_ collectionView: UICollectionView) {
      self.init(
        bounds: Rect(collectionView.bounds),
        adjustedContentInset: EdgeInsets(collectionView.adjustedContentInset),
        safeAreaInsets: EdgeInsets(collectionView.safeAreaInsets),
        layoutMargins: EdgeInsets(collectionView.layoutMargins),
        displayScale: Double(collectionView.traitCollection.displayScale),
        isRightToLeft: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
  }

  extension UpdateItem {
    @MainActor init(_ item: UICollectionViewUpdateItem) {
      let action: Action =
        switch item.updateAction {
        case .insert: .insert
        case .delete: .delete
        case .reload: .reload
        case .move: .move
        default: .none
        }
      self.init(
        action: action, before: item.indexPathBeforeUpdate.flatMap(Target.init(indexes:)),
        after: item.indexPathAfterUpdate.flatMap(Target.init(indexes:)))
    }
  }

  extension UICollectionViewLayoutAttributes {
    /// UIKit attributes of the class `attributesClass` carrying Trellis attributes.
    static func make(
      _ attributes: LayoutAttributes, as attributesClass: UICollectionViewLayoutAttributes.Type
    )
      -> UICollectionViewLayoutAttributes
    {
      let indexPath = Foundation.IndexPath(attributes.indexPath)
      let result: UICollectionViewLayoutAttributes =
        switch attributes.id {
        case .cell: attributesClass.init(forCellWith: indexPath)
        case .supplementary(let kind, _):
          attributesClass.init(forSupplementaryViewOfKind: kind.uikitName, with: indexPath)
        case .decoration(let kind, _):
          attributesClass.init(forDecorationViewOfKind: kind.uikitName, with: indexPath)
        }
      result.apply(attributes)
      return result
    }

    /// Takes the geometry and appearance of Trellis `attributes`: size, center,
    /// transform, alpha, z-index and visibility; the element they describe stays.
    func apply(_ attributes: LayoutAttributes) {
      size = CGSize(attributes.frame.size)
      center = CGPoint(attributes.frame.center)
      transform3D = CATransform3D(attributes.transform3D)
      alpha = attributes.alpha
      zIndex = attributes.zIndex
      isHidden = attributes.isHidden
    }
  }

  extension UICollectionViewLayoutInvalidationContext {
    /// Marks one element as invalid.
    func invalidate(_ element: ElementID) {
      let indexPaths = [Foundation.IndexPath(element.indexPath)]
      switch element {
      case .cell: invalidateItems(at: indexPaths)
      case .supplementary(let kind, _):
        invalidateSupplementaryElements(ofKind: kind.uikitName, at: indexPaths)
      case .decoration(let kind, _):
        invalidateDecorationElements(ofKind: kind.uikitName, at: indexPaths)
      }
    }
  }

  /// A collection view reports its counts to a layout on the main actor, where UIKit asks
  /// its layout for everything.
  extension UICollectionView: @MainActor SectionedDataSource {}
#endif
