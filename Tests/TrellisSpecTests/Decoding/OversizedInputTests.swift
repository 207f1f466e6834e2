import Testing
import Trellis
import TrellisSpec
import TrellisTestSupport

/// Inputs too large for a sensible spec: the reader's work is bounded and its messages
/// quote at most 64 characters of any value.
@Suite("Oversized inputs: bounded work and short messages")
struct OversizedInputTests {
  /// A name of `count` letters `a`.
  private func name(_ count: Int) -> String { String(repeating: "a", count: count) }

  @Test("a megabyte-long unknown key gives a one-line message that quotes 64 characters")
  func longUnknownKey() throws {
    let key = name(1 << 20)
    let clock = ContinuousClock()
    var error: SpecError?
    let elapsed = clock.measure { error = specError(#"{"sections": [], "\#(key)": 1}"#) }
    let quoted = "$." + name(64) + "…"
    #expect(
      error?.description
        == quoted
        + #": unknown field; expected one of "viewport", "layout", "sections", "events", "actions""#
    )
    // Comparing the whole key with every field name took minutes for 200 MB; reading
    // only what could match takes no longer than parsing.
    #expect(elapsed < .seconds(5))
  }

  @Test("a long misspelling gets no suggestion; a near miss still gets one")
  func suggestions() {
    #expect(
      specError(#"{"sections": [], "viewpor": 1}"#)?.description
        == #"$.viewpor: unknown field; did you mean "viewport"?"#)
    // Two letters more than the longest field name is the most a suggestion allows.
    #expect(
      specError(#"{"sections": [], "viewportxx": 1}"#)?.description
        == #"$.viewportxx: unknown field; did you mean "viewport"?"#)
    #expect(
      specError(#"{"sections": [], "viewportxxx": 1}"#)?.description
        == #"$.viewportxxx: unknown field; expected one of "viewport", "layout", "sections", "events", "actions""#
    )
  }

  @Test("a long key that is not an identifier is quoted in brackets, cut after 64 characters")
  func longQuotedKey() {
    let key = "a b" + name(100)
    let error = specError(#"{"sections": [], "\#(key)": 1}"#)
    let quoted = #"$[""# + String(key.prefix(64)) + #""…]"#
    #expect(error?.description.hasPrefix(quoted + ": unknown field") == true)
    #expect(SpecPath.root.appending(name(64)).description == "$." + name(64))
  }

  @Test("a megabyte-long choice is quoted with its first 64 characters")
  func longChoice() {
    let value = name(1 << 20)
    #expect(
      specError(#"{"layout": {"type": "\#(value)"}, "sections": []}"#)?.description
        == #"$.layout.type: unknown value ""# + name(64)
        + #""…; expected one of "# + quotedTypeNames())
  }

  @Test("a megabyte-long number that is too large is quoted with its first 64 digits")
  func longNumber() {
    let digits = "1" + String(repeating: "0", count: 1 << 20)
    #expect(
      specError(#"{"sections": [{"items": \#(digits)}]}"#)?.description
        == "malformed JSON at line 1, column 25: the number " + "1"
        + String(repeating: "0", count: 63)
        + "… is too large")
  }

  @Test("a document longer than 64 MiB is refused before it is parsed")
  func tooLarge() {
    let json = Array(#"{"sections": []}"#.utf8)
    var bytes = [UInt8](repeating: UInt8(ascii: " "), count: Spec.maximumByteCount + 1)
    bytes.replaceSubrange(0..<json.count, with: json)
    #expect(throws: SpecError(path: .root, problem: .inputTooLarge(limit: 64 << 20))) {
      try Spec(json: bytes)
    }
    #expect(
      SpecError(path: .root, problem: .inputTooLarge(limit: 64 << 20)).description
        == "the spec is larger than 67108864 bytes, the most a spec may have")
  }

  @Test("a spec past a layout's limits fails at the field, before anything is allocated")
  func layoutLimits() throws {
    let items = try Spec(json: #"{"sections": [{"items": 2147483647}]}"#)
    #expect(
      errorDescription(items)
        == "$.sections[0].items: the number of items in section 0 is 2147483647; it must be "
        + "at most 50000000")
    let week = try Spec(json: #"{"layout": {"type": "week", "days": 100000000}, "events": []}"#)
    #expect(
      errorDescription(week)
        == "$.layout.days: the number of days is 100000000; it must be at most 1000000")
    let total = try Spec(
      json: #"{"sections": [{"items": 30000000}, {"items": 30000000}]}"#)
    #expect(
      errorDescription(total)
        == "$.sections: the number of elements of all sections is 60000000; it must be at "
        + "most 50000000")
  }

  @Test("huge values fail at their field; content too long fails at the whole spec")
  func coordinateRange() throws {
    let size = try Spec(
      json: #"{"layout": {"itemSize": [375, 1e308]}, "sections": [{"items": 3}]}"#)
    #expect(
      errorDescription(size)
        == "$.layout.itemSize: the layout-wide item size is 1e+308; it must be from 0.0 to "
        + "1000000000000.0")
    let scale = try Spec(
      json: #"{"viewport": {"width": 375, "scale": 1e306}, "sections": [{"items": 3}]}"#)
    #expect(
      errorDescription(scale)
        == "$.viewport.scale: the screen scale is 1e+306; it must be from 0.01 to 100.0")
    let insets = try Spec(
      json: #"{"layout": {"sectionInset": [6e11, 0, 6e11, 0]}, "sections": [{"items": 3}]}"#)
    #expect(
      errorDescription(insets)
        == "$: the content would be 1200000000050.0 points long; it must be at most "
        + "1000000000000.0 along each axis, so the layout needs fewer or smaller elements")
  }

  /// The description of the error `spec.makeLayout()` throws, or `nil`.
  private func errorDescription(_ spec: Spec) -> String? {
    do {
      _ = try spec.makeLayout()
      return nil
    } catch {
      return error.description
    }
  }
}

extension OversizedInputTests {
  @Test("an array of more than a million elements is refused at its path as it is read")
  func longArray() {
    let heights = [String](repeating: "1", count: Spec.maximumArrayCount + 1)
      .joined(separator: ",")
    let json =
      #"{"layout": {"type": "waterfall"}, "sections": [{"items": 1000001, "itemHeights": ["#
      + heights + "]}]}"
    #expect(
      specError(json)?.description
        == "$.sections[0].itemHeights: the array has more than 1000000 elements, the most an "
        + "array may have")
    let move = [String](repeating: "[1, 2]", count: Spec.maximumArrayCount + 1)
      .joined(separator: ",")
    #expect(
      specError(
        #"{"sections": [{"items": 2}], "actions": [{"move": {"item": [0, 0], "path": ["# + move
          + "]}}]}")?.description
        == "$.actions[0].move.path: the array has more than 1000000 elements, the most an "
        + "array may have")
  }

  @Test("a document of more than five million values is refused at the first one past")
  func manyValues() {
    // The document, then arrays of 999,998 numbers, 999,999 values each: five of them
    // and the document make 4,999,996 values, and the sixth array passes the limit at its
    // fourth element.
    let million = "[" + [String](repeating: "0", count: 999_998).joined(separator: ",") + "]"
    let arrays = (0..<6).map { #""a\#($0)": "# + million }.joined(separator: ",")
    #expect(
      specError("{" + arrays + "}")?.description
        == "$.a5[3]: the spec has more than 5000000 values, the most a spec may have")
  }
}
