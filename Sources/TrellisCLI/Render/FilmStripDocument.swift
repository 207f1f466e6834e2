import Trellis
import TrellisSVG
import TrellisSpec

/// The HTML page `trellis render --frames` writes: a ``FilmStripPage`` titled with the
/// spec's file name, whose frames are the requested offsets and which shows the spec's
/// text.
enum FilmStripDocument {
  /// The page of the film strip at the offsets of `range` along the scroll axis, each
  /// keeping `start`'s coordinate across it, checked and ready to be written one frame at
  /// a time.
  ///
  /// - Throws: A ``SpecError`` when the layout rejects the spec or an offset.
  static func page(
    renderer: SpecRenderer, range: FrameRange, start: Point, title: String,
    specText: String
  ) throws(SpecError) -> Page {
    let offsets = renderer.offsets(range.offsets, crossingAt: start)
    let frames = try renderer.frames(at: offsets)
    let page = FilmStripPage(
      title: title, summary: summary(renderer: renderer, range: range, count: offsets.count),
      strip: FilmStrip(frames: [], legend: frames.legend), spec: specText)
    return Page(page: page, frames: frames)
  }

  /// A film strip page whose frames are drawn as it is written.
  struct Page {
    let page: FilmStripPage
    let frames: SpecRenderer.Frames

    /// Writes the page to `output`, each frame as soon as it is drawn.
    func write(to output: inout some TextOutputStream) {
      page.write(to: &output) { each in frames.forEach(each) }
    }
  }

  /// The introduction: what the frames show, at which offsets, along which axis.
  static func summary(renderer: SpecRenderer, range: FrameRange, count: Int) -> String {
    let axis =
      switch renderer.scrollDirection {
      case .vertical: "vertical (y)"
      case .horizontal: "horizontal (x)"
      }
    let frames = count == 1 ? "1 frame" : "\(count) frames"
    let what =
      renderer.options.showsWholeContent
      ? "the whole content, the viewport outlined" : "what the viewport shows"
    let from = NumberArgument.text(range.from)
    let to = NumberArgument.text(range.to)
    let step = NumberArgument.text(range.step)
    return "\(frames) of \(what), at content offsets from \(from) to \(to) every \(step) "
      + "points along the \(axis) axis."
  }
}
