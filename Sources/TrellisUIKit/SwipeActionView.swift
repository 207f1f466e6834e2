#if canImport(UIKit)
  import Trellis
  import UIKit

  /// How the button of a swipe action looks in UIKit: its background color and an
  /// optional image above its title, like `UIContextualAction`'s `backgroundColor` and
  /// `image`.
  ///
  /// ```swift
  /// layout.swipeActionAppearance = { action in
  ///   action.title == "Flag"
  ///     ? SwipeActionAppearance(backgroundColor: .systemOrange, image: UIImage(systemName: "flag"))
  ///     : SwipeActionAppearance(style: action.style)
  /// }
  /// ```
  public struct SwipeActionAppearance {
    /// The button's background.
    public var backgroundColor: UIColor
    /// The image above the title, if any.
    public var image: UIImage?

    /// An appearance of `backgroundColor` with `image`.
    public init(backgroundColor: UIColor, image: UIImage? = nil) {
      self.backgroundColor = backgroundColor
      self.image = image
    }

    /// UIKit's appearance for `style`: red for a destructive action, gray otherwise.
    public init(style: SwipeAction.Style, image: UIImage? = nil) {
      self.init(
        backgroundColor: style == .destructive ? .systemRed : .systemGray, image: image)
    }
  }

  /// The attributes of a swipe action's button: its place, and the action's title and
  /// appearance, which ``SwipeActionView`` shows.
  ///
  /// UIKit compares attributes with `isEqual(_:)`, which is not isolated to the main
  /// actor; it does so on the main thread, where the layout sets them.
  open class SwipeActionLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The action's title.
    public nonisolated(unsafe) var title = ""
    /// The button's background.
    public nonisolated(unsafe) var backgroundColor = UIColor.systemGray
    /// The image above the title, if any.
    public nonisolated(unsafe) var image: UIImage?

    /// A copy, with the action's title and appearance.
    open override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone)
      guard let copy = copy as? SwipeActionLayoutAttributes else { return copy }
      copy.title = title
      copy.backgroundColor = backgroundColor
      copy.image = image
      return copy
    }

    /// Whether the two place and show the same button.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? SwipeActionLayoutAttributes else { return false }
      return title == other.title && backgroundColor == other.backgroundColor
        && image == other.image && super.isEqual(other)
    }
  }

  /// The view of a swipe action's button: a decoration view that a
  /// ``CollectionViewLayout`` registers itself for every swipe action kind, showing
  /// the action's title, background and image from ``SwipeActionLayoutAttributes``.
  /// Its content stays at the edge the row slid away from while the button grows.
  open class SwipeActionView: UICollectionReusableView {
    /// The action's title.
    public let titleLabel = UILabel()
    /// The action's image.
    public let imageView = UIImageView()
    private let stack = UIStackView()

    /// Creates a button.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      build()
    }

    /// Creates a button from an archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      build()
    }

    private func build() {
      clipsToBounds = true
      titleLabel.font = .preferredFont(forTextStyle: .subheadline)
      titleLabel.adjustsFontForContentSizeCategory = true
      titleLabel.textColor = .white
      titleLabel.textAlignment = .center
      imageView.tintColor = .white
      imageView.contentMode = .scaleAspectFit
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 2
      stack.addArrangedSubview(imageView)
      stack.addArrangedSubview(titleLabel)
      stack.translatesAutoresizingMaskIntoConstraints = false
      addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerXAnchor.constraint(equalTo: centerXAnchor),
        stack.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
      // The row's swipe actions are read by VoiceOver as the row's custom actions.
      isAccessibilityElement = false
    }

    /// Shows the action that `layoutAttributes` describe.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      guard let attributes = layoutAttributes as? SwipeActionLayoutAttributes else { return }
      titleLabel.text = attributes.title
      backgroundColor = attributes.backgroundColor
      imageView.image = attributes.image
      imageView.isHidden = attributes.image == nil
    }
  }
#endif
