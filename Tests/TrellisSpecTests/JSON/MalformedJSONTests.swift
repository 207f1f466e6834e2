import Testing
import TrellisSpec

@Suite("Malformed JSON")
struct MalformedJSONTests {
  @Test(
    "names the line, the column and what was expected",
    arguments: [
      ("", "line 1, column 1: expected a value, got the end of the input"),
      ("  \n ", "line 2, column 2: expected a value, got the end of the input"),
      (#"{"sections": [}"#, "line 1, column 15: expected a value, got '}'"),
      (
        "{\n  \"sections\": []\n  \"layout\": {}\n}",
        #"line 3, column 3: expected ',' or '}' after a field, got '"'"#
      ),
      (#"{"sections": [1,]}"#, "line 1, column 17: expected a value, got ']'"),
      (
        #"{"sections": [],}"#,
        #"line 1, column 17: expected a field name in double quotes, got '}'"#
      ),
      (
        #"{"sections": []} x"#,
        "line 1, column 18: expected the end of the input after the value, got 'x'"
      ),
      (#"{"sections": tru}"#, "line 1, column 14: expected a value, got 'tru'"),
      (#"{"sections": True}"#, "line 1, column 14: expected a value, got 'True'"),
      (#"{"sections": [01]}"#, "line 1, column 16: expected ',' or ']' after an element, got '1'"),
      (
        #"{"sections": [1.]}"#,
        "line 1, column 17: expected a digit after the decimal point, got ']'"
      ),
      (#"{"sections": [1e]}"#, "line 1, column 17: expected a digit in the exponent, got ']'"),
      (#"{"sections": [-]}"#, "line 1, column 16: expected a digit, got ']'"),
      (#"{"sections": [+1]}"#, "line 1, column 15: expected a value, got '+'"),
      (#"{"sections": [.5]}"#, "line 1, column 15: expected a value, got '.'"),
      (#"{"sections": [1e999]}"#, "line 1, column 15: the number 1e999 is too large"),
      (#"{"sections": [NaN]}"#, "line 1, column 15: expected a value, got 'NaN'"),
      (#"{"sections"#, "line 1, column 2: unterminated string"),
      (#"{"a\qb": 1}"#, "line 1, column 4: invalid escape sequence in a string"),
      (#"{"a\u12": 1}"#, #"line 1, column 4: expected four hexadecimal digits after \u"#),
      (#"{"\ud800": 1}"#, #"line 1, column 3: unpaired surrogate in a \u escape"#),
      (#"{"\ud800\u0041": 1}"#, #"line 1, column 3: unpaired surrogate in a \u escape"#),
      (#"{"\udc00": 1}"#, #"line 1, column 3: unpaired surrogate in a \u escape"#),
      (
        "{\"a\tb\": 1}",
        "line 1, column 4: unescaped control character in a string"
      ),
      ("// comment\n{}", "line 1, column 1: expected a value, got '/'"),
      (#"{sections: []}"#, "line 1, column 2: expected a field name in double quotes, got 's'"),
      (#"{"sections" []}"#, "line 1, column 13: expected ':' after the field name, got '['"),
      (#"{"sections": ['a']}"#, "line 1, column 15: expected a value, got '''"),
      (
        "{\"sections\": [\u{00E9}]}",
        "line 1, column 15: expected a value, got a non-ASCII character"
      ),
      (
        "{\"caf\u{00E9}\": 1, \"x\" 1}",
        "line 1, column 17: expected ':' after the field name, got '1'"
      ),
    ])
  func syntaxErrors(json: String, reason: String) {
    let error = specError(json)
    #expect(error?.description == "malformed JSON at " + reason)
    #expect(error?.path == .root)
  }

  @Test("invalid UTF-8 in a string is an error at the string")
  func invalidUTF8() {
    let bytes = Array(#"{"sections": [], ""#.utf8) + [0xFF] + Array(#"": 1}"#.utf8)
    #expect(throws: SpecError.self) { try Spec(json: bytes) }
    do {
      _ = try Spec(json: bytes)
    } catch {
      #expect(
        error.description == "malformed JSON at line 1, column 18: the string is not valid UTF-8")
    }
  }

  @Test("arrays nested 512 deep are accepted; one more level is an error")
  func nestingLimit() {
    let deep =
      #"{"sections": "# + String(repeating: "[", count: 511)
      + String(repeating: "]", count: 511) + "}"
    #expect(specError(deep)?.description == "$.sections[0]: expected an object, got an array")
    let tooDeep =
      #"{"sections": "# + String(repeating: "[", count: 512)
      + String(repeating: "]", count: 512) + "}"
    let message = "arrays and objects are nested deeper than 512 levels"
    #expect(specError(tooDeep)?.description == "malformed JSON at line 1, column 525: \(message)")
  }

  @Test("whitespace, escapes and number forms of RFC 8259 are accepted")
  func validForms() {
    #expect(specError(" \t\r\n{ \"sections\" : [ ] } \n") == nil)
    #expect(specError(#"{"sections": [{"items": 1E+1}, {"items": -0}, {"items": 10e-1}]}"#) == nil)
    #expect(
      specError(#"{"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00": 1, "sections": []}"#)?.path
        == SpecPath([.field("\"\\/\u{08}\u{0C}\n\r\t\u{00E9}\u{1F600}")]))
  }
}
