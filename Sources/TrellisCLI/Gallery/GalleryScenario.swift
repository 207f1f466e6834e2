import Trellis

/// One example of `trellis gallery`: a spec, the scroll positions or the animated
/// actions that show what it does, and the words that explain it.
///
/// Scenarios are data: a new layout joins the gallery by adding entries to ``all``,
/// with its spec written as JSON text that `TrellisSpec` reads exactly as it reads a
/// user's file. The gallery writes that text to `specs/<name>.json`, so every picture
/// can be reproduced with `trellis layout` or `trellis render`.
///
/// ```swift
/// GalleryScenario(
///   name: "tiny", title: "Three items", tagline: "Two per line.",
///   summary: "Three 50-point items in a 120-point-wide view: two per line.",
///   spec: #"{"viewport": {"width": 120}, "sections": [{"items": 3}]}"#,
///   stops: [.at(0, "at rest")])
/// ```
struct GalleryScenario: Hashable, Sendable {
  /// A scroll position of the film strip and what it shows.
  struct Stop: Hashable, Sendable {
    /// The content offset along the scroll axis (y when scrolling vertically, x when
    /// scrolling horizontally); negative when the content is pulled past its start.
    var offset: Double
    /// The content offset across the scroll axis (x when scrolling vertically), or `nil`
    /// for the spec's: a frame scrolled sideways, for content wider than the view.
    var across: Double?
    /// A few words on what the frame shows, under the picture.
    var note: String

    /// A stop at `offset`, across the scroll axis at `across` or the spec's offset,
    /// with a note.
    static func at(_ offset: Double, across: Double? = nil, _ note: String) -> Stop {
      Stop(offset: offset, across: across, note: note)
    }
  }

  /// An action of the spec whose animation the page shows, and what it shows.
  struct AnimatedStep: Hashable, Sendable {
    /// The action's number in the spec's `actions`, counting from 1.
    var number: Int
    /// For a drag with a slide curve, the point of its path whose slide the page shows,
    /// counting from 1; `nil` for the action's own animation.
    var point: Int? = nil
    /// A few words on what the action does, under each of its pictures.
    var note: String
  }

  /// The name of the scenario's files: `<name>.html` and `specs/<name>.json`; lower
  /// case words joined by hyphens.
  var name: String
  /// The page's title.
  var title: String
  /// One sentence for the scenario's card on the index page.
  var tagline: String
  /// What the scenario shows and what to look for; blank lines separate paragraphs.
  var summary: String
  /// The spec as JSON text. Its `contentOffset` is the moment shown by the whole-content
  /// view and, unless ``thumbnailOffset`` says otherwise, the index page's thumbnail.
  var spec: String
  /// The film strip's scroll positions, in order; none for a scenario that animates.
  var stops: [Stop] = []
  /// The actions whose animations the film strip shows, in order, instead of scroll
  /// positions.
  var animatedSteps: [AnimatedStep] = []
  /// The actions after each of which the film strip shows the screen, in order, instead
  /// of scroll positions: for actions that do not animate, such as measurements.
  var playedSteps: [AnimatedStep] = []
  /// The content offset of the index page's thumbnail, where it shows the scenario's
  /// point at a glance, or `nil` for the spec's `contentOffset`.
  var thumbnailOffset: Point? = nil
}

extension GalleryScenario {
  /// Every built-in scenario, in the order of the index page.
  static let all: [GalleryScenario] = [
    booksByMonth, appStore, bookshelf, tagCloud, rightToLeft, horizontalShelf,
    pinningPush, pinningStack, pinningUntilNextPinned, parallaxHeader,
    waterfallShortestFirst, waterfallLeftToRight, waterfallSections, busyWeek,
    carouselCards, coverFlow, carouselDeck, carouselFlick, compositionalAppStore, insertDelete,
    snapshotShuffle,
    bookshelfDrag, dragSlide, gridToList, flowToCoverFlow, selfSizingChat,
  ]
}
