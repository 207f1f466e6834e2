import Foundation
import Trellis

/// One example of `trellis gallery`: a spec, the scroll positions or the animated
/// actions that show what it does, and the words that explain it.
///
/// Scenarios are data: each is two files of `Sources/TrellisCLI/Gallery/Scenarios`,
/// embedded in the executable. `<name>.spec.json` is the spec, JSON text that
/// `TrellisSpec` reads exactly as it reads a user's file; the gallery writes it to
/// `specs/<name>.json`, so every picture can be reproduced with `trellis layout` or
/// `trellis render`. `<name>.json` holds the page's words and its film strip: the
/// properties below but ``spec``, the summary as a list of paragraphs, each offset as a
/// number and `thumbnailOffset` as `[x, y]`. A new layout joins the gallery with these
/// files and a line in `PackageResources.galleryScenarios`, which orders the index page.
///
/// ```json
/// {
///   "name": "tiny",
///   "title": "Three items",
///   "tagline": "Two per line.",
///   "summary": ["Three 50-point items in a 120-point-wide view: two per line."],
///   "stops": [
///     {"offset": 0, "note": "at rest"},
///     {"offset": 20, "across": 10, "note": "scrolled down and sideways"}
///   ]
/// }
/// ```
///
/// A scenario that animates lists `animatedSteps` instead of `stops`, such as
/// `[{"number": 1, "note": "two items in"}]`, with `"point": 2` for the second point of
/// a drag's slide; one that shows the screen after its actions lists `playedSteps`.
struct GalleryScenario: Hashable, Sendable {
  /// A scroll position of the film strip and what it shows.
  struct Stop: Hashable, Sendable, KnownFieldsDecodable {
    /// The content offset along the scroll axis (y when scrolling vertically, x when
    /// scrolling horizontally); negative when the content is pulled past its start.
    var offset: Double
    /// The content offset across the scroll axis (x when scrolling vertically), or `nil`
    /// for the spec's: a frame scrolled sideways, for content wider than the view.
    var across: Double?
    /// A few words on what the frame shows, under the picture.
    var note: String

    /// The fields a stop may have.
    static let fieldNames = ["offset", "across", "note"]
  }

  /// An action of the spec whose animation the page shows, and what it shows.
  struct AnimatedStep: Hashable, Sendable, KnownFieldsDecodable {
    /// The action's number in the spec's `actions`, counting from 1.
    var number: Int
    /// For a drag with a slide curve, the point of its path whose slide the page shows,
    /// counting from 1; `nil` for the action's own animation.
    var point: Int? = nil
    /// A few words on what the action does, under each of its pictures.
    var note: String

    /// The fields a step may have.
    static let fieldNames = ["number", "point", "note"]
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
  ///
  /// A built-in scenario that cannot be read is a mistake in the package, not in what
  /// the user asked for: reading it stops the program.
  static let all: [GalleryScenario] = PackageResources.galleryScenarios.enumerated().map {
    position, files in
    do {
      return try GalleryScenario(page: files.page, spec: files.spec)
    } catch {
      fatalError("the built-in gallery scenario \(position + 1) cannot be read: \(error)")
    }
  }

  /// The scenario of the text of a `<name>.json` and of its `<name>.spec.json`, whose
  /// final line break the spec leaves out.
  init(page: [UInt8], spec: [UInt8]) throws {
    let page = try JSONDecoder().decode(KnownFields<Page>.self, from: Data(page)).value
    let specText = String(decoding: spec, as: UTF8.self)
    self.init(
      name: page.name, title: page.title, tagline: page.tagline,
      summary: page.summary.joined(separator: "\n\n"),
      spec: specText.hasSuffix("\n") ? String(specText.dropLast()) : specText,
      stops: page.stops?.map(\.value) ?? [],
      animatedSteps: page.animatedSteps?.map(\.value) ?? [],
      playedSteps: page.playedSteps?.map(\.value) ?? [],
      thumbnailOffset: try page.thumbnailOffset.map { offset in
        guard offset.count == 2 else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: [], debugDescription: "thumbnailOffset: expected [x, y]"))
        }
        return Point(x: offset[0], y: offset[1])
      })
  }

  /// A scenario's `<name>.json` as it reads: every property but ``spec``, the summary
  /// as a list of paragraphs and the thumbnail offset as `[x, y]`.
  private struct Page: KnownFieldsDecodable {
    /// The fields a page may have.
    static let fieldNames = [
      "name", "title", "tagline", "summary", "stops", "animatedSteps", "playedSteps",
      "thumbnailOffset",
    ]

    /// The scenario's ``GalleryScenario/name``.
    var name: String
    /// The page's title.
    var title: String
    /// The sentence of the index page's card.
    var tagline: String
    /// The summary's paragraphs.
    var summary: [String]
    /// The film strip's scroll positions, if it has them.
    var stops: [KnownFields<Stop>]?
    /// The actions whose animations the film strip shows, if any.
    var animatedSteps: [KnownFields<AnimatedStep>]?
    /// The actions after which the film strip shows the screen, if any.
    var playedSteps: [KnownFields<AnimatedStep>]?
    /// The thumbnail's content offset as `[x, y]`, if it has its own.
    var thumbnailOffset: [Double]?
  }
}

/// A value of a scenario file that names the fields it may have.
protocol KnownFieldsDecodable: Decodable {
  /// The fields the value's JSON object may have.
  static var fieldNames: [String] { get }
}

/// A value read from a JSON object that has none but the value's known fields, so that
/// a misspelled optional field is an error rather than a value left out.
struct KnownFields<Value: KnownFieldsDecodable>: Decodable {
  /// The value read.
  let value: Value

  /// Reads the value, refusing a field it does not know.
  init(from decoder: any Decoder) throws {
    try decoder.refuseFields(otherThan: Value.fieldNames)
    value = try Value(from: decoder)
  }
}

extension Decoder {
  /// Throws if the object being read has a field that `names` does not list.
  fileprivate func refuseFields(otherThan names: [String]) throws {
    let fields = try container(keyedBy: AnyField.self)
    if let unknown = fields.allKeys.first(where: { !names.contains($0.stringValue) }) {
      throw DecodingError.dataCorruptedError(
        forKey: unknown, in: fields, debugDescription: "unknown field \"\(unknown.stringValue)\"")
    }
  }
}

/// Any field of a JSON object, to list the fields it has.
private struct AnyField: CodingKey {
  /// The field's name.
  let stringValue: String
  /// No index: a JSON object's fields have names.
  var intValue: Int? { nil }

  /// The field named `stringValue`.
  init(stringValue: String) { self.stringValue = stringValue }
  /// No field: a JSON object's fields have names.
  init?(intValue: Int) { nil }
}

extension PackageResources {
  /// The files of every built-in gallery scenario in `Gallery/Scenarios`, `<name>.json`
  /// and `<name>.spec.json`, in the order of the index page.
  static let galleryScenarios: [(page: [UInt8], spec: [UInt8])] = [
    (books_by_month_json, books_by_month_spec_json),
    (app_store_json, app_store_spec_json),
    (bookshelf_json, bookshelf_spec_json),
    (tag_cloud_json, tag_cloud_spec_json),
    (right_to_left_json, right_to_left_spec_json),
    (horizontal_json, horizontal_spec_json),
    (pinning_push_json, pinning_push_spec_json),
    (pinning_stack_json, pinning_stack_spec_json),
    (pinning_until_next_pinned_json, pinning_until_next_pinned_spec_json),
    (parallax_header_json, parallax_header_spec_json),
    (waterfall_shortest_first_json, waterfall_shortest_first_spec_json),
    (waterfall_left_to_right_json, waterfall_left_to_right_spec_json),
    (waterfall_sections_json, waterfall_sections_spec_json),
    (week_json, week_spec_json),
    (carousel_cards_json, carousel_cards_spec_json),
    (cover_flow_json, cover_flow_spec_json),
    (carousel_deck_json, carousel_deck_spec_json),
    (carousel_flick_json, carousel_flick_spec_json),
    (compositional_app_store_json, compositional_app_store_spec_json),
    (compositional_photos_json, compositional_photos_spec_json),
    (compositional_settings_json, compositional_settings_spec_json),
    (list_settings_json, list_settings_spec_json),
    (insert_delete_json, insert_delete_spec_json),
    (snapshot_shuffle_json, snapshot_shuffle_spec_json),
    (bookshelf_drag_json, bookshelf_drag_spec_json),
    (drag_slide_json, drag_slide_spec_json),
    (grid_to_list_json, grid_to_list_spec_json),
    (flow_to_cover_flow_json, flow_to_cover_flow_spec_json),
    (list_files_json, list_files_spec_json),
    (list_mail_json, list_mail_spec_json),
    (self_sizing_chat_json, self_sizing_chat_spec_json),
  ]
}
