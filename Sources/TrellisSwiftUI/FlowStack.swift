#if canImport(SwiftUI)
  import SwiftUI
  import Trellis
  import TrellisAdapter

  /// A SwiftUI layout that puts a few views in lines, wrapping where the width runs out,
  /// with the line breaking, spacing and alignment of ``Trellis/FlowLayout``: tags,
  /// chips, filters. For thousands of views use ``LazyCollection``, which creates only
  /// what is visible.
  ///
  /// ```swift
  /// FlowStack(spacing: 8, lineSpacing: 8) {
  ///   ForEach(tags, id: \.self) { Text($0).padding(6).background(.quaternary, in: Capsule()) }
  /// }
  /// ```
  ///
  /// Views whose sizes the flow layout refuses (infinite, say) are not placed.
  @available(iOS 16.0, macOS 13.0, *)
  public struct FlowStack: Layout {
    /// The flow layout's configuration; the scroll direction is always vertical.
    public var configuration: FlowLayout.Configuration

    /// A flow stack with `configuration`.
    public init(configuration: FlowLayout.Configuration) {
      self.configuration = configuration
    }

    /// A flow stack with `spacing` between the views of a line, `lineSpacing` between
    /// lines and the lines aligned to `alignment`.
    public init(
      spacing: CGFloat = 8, lineSpacing: CGFloat = 8, alignment: FlowLayout.Alignment = .leading
    ) {
      var configuration = FlowLayout.Configuration()
      configuration.minimumInteritemSpacing = Double(spacing)
      configuration.minimumLineSpacing = Double(lineSpacing)
      configuration.alignment = alignment
      self.init(configuration: configuration)
    }

    /// The arrangements computed for the widths proposed since the views last changed,
    /// so that placing the views after measuring them lays nothing out again.
    public struct Cache {
      fileprivate var arrangements: [CGFloat?: Arrangement] = [:]
    }

    /// An empty cache; SwiftUI makes a new one when the views change.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// The size of the lines for the proposed width (one line for an unbounded width).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
      -> CGSize
    {
      let size = arrangement(width: proposal.width, subviews: subviews, cache: &cache).size
      return CGSize(width: size.width, height: size.height)
    }

    /// Places every view at its frame in the lines.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
      let frames = arrangement(width: bounds.width, subviews: subviews, cache: &cache).frames
      for (subview, frame) in zip(subviews, frames) {
        subview.place(
          at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
          proposal: ProposedViewSize(width: frame.width, height: frame.height))
      }
    }

    /// The views in lines `width` wide (one line for no width), each measured with the
    /// width of a line as its proposal, so that a long text wraps inside a line instead
    /// of running past it; computed once per width until the views change.
    private func arrangement(width: CGFloat?, subviews: Subviews, cache: inout Cache)
      -> Arrangement
    {
      let width = width.flatMap { $0.isFinite ? $0 : nil }
      if let arrangement = cache.arrangements[width] { return arrangement }
      let arrangement =
        (try? FlowArrangement(configuration: configuration).arrange(
          count: subviews.count, width: width.map(Double.init)
        ) { index, lineWidth in
          let size = subviews[index].sizeThatFits(
            ProposedViewSize(width: lineWidth.map { CGFloat($0) }, height: nil))
          return Size(width: Double(size.width), height: Double(size.height))
        })
        ?? Arrangement(frames: [], size: .zero)
      cache.arrangements[width] = arrangement
      return arrangement
    }
  }
#endif
