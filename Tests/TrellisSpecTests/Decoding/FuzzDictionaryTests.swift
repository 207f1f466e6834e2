import Foundation
import Testing
import TrellisTestSupport

/// The fuzzing dictionary (`scripts/fuzz-dictionary`) is made from the spec reader's
/// sources, so that the fuzzer knows every field name the reader accepts: checked here
/// against every field of every example spec and of every JSON example in the format's
/// documentation.
@Suite("The fuzzing dictionary")
struct FuzzDictionaryTests {
  /// The repository's root.
  static let root = packageRoot

  /// The dictionary's entries, each a JSON string such as `"itemSize"` with its quotes.
  static func dictionary() throws -> Set<String> {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [root.appendingPathComponent("scripts/fuzz-dictionary").path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // Each line is a libFuzzer string: the JSON text in quotes, its quotes escaped.
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    return Set(
      lines.map {
        String($0.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
      })
  }

  /// Every object key in `value`, a JSON value as Foundation reads it.
  static func keys(of value: Any) -> Set<String> {
    switch value {
    case let object as [String: Any]:
      return Set(object.keys).union(object.values.flatMap { keys(of: $0) })
    case let array as [Any]:
      return Set(array.flatMap { keys(of: $0) })
    default:
      return []
    }
  }

  /// The field names of the example specs and of the documentation's JSON examples.
  static func fieldNames() throws -> Set<String> {
    var texts: [String] = []
    let specs = root.appendingPathComponent("Examples/specs")
    for name in try FileManager.default.contentsOfDirectory(atPath: specs.path)
    where name.hasSuffix(".json") {
      texts.append(try String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8))
    }
    let documentation = try String(
      contentsOf: root.appendingPathComponent("docs/spec.md"), encoding: .utf8)
    for block in documentation.components(separatedBy: "```json\n").dropFirst() {
      guard let code = block.components(separatedBy: "```").first else { continue }
      let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
      texts.append(trimmed.hasPrefix("{") ? trimmed : "{" + trimmed + "}")
    }
    var names: Set<String> = []
    for text in texts {
      // Output examples (`trellis layout`, `trellis play`) hold no spec fields; a
      // fragment that does not parse on its own is skipped.
      guard !text.contains("\"contentSize\""), !text.contains("\"steps\""),
        let value = try? JSONSerialization.jsonObject(with: Data(text.utf8))
      else { continue }
      names.formUnion(keys(of: value))
    }
    // Names only: keys that are data, such as an item's "0.10", are not fields.
    return names.filter { $0.first?.isLetter == true }
  }

  @Test("holds every field name of the example specs and the format's documentation")
  func coversFieldNames() throws {
    let dictionary = try Self.dictionary()
    let names = try Self.fieldNames()
    // The examples use far more than a handful of fields; an empty set would pass blindly.
    #expect(names.count > 60)
    let missing = names.filter { !dictionary.contains("\"\($0)\"") }.sorted()
    #expect(missing.isEmpty, "field names missing from the dictionary: \(missing)")
  }
}
