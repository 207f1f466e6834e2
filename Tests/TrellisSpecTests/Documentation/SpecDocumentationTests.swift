import Foundation
import Testing
import TrellisSpec

/// The JSON code blocks of `docs/spec.md` that show input: whole specs, and fragments
/// of one (such as `"layout": {...}`) made whole by wrapping them in braces and adding
/// empty sections when they have none. Blocks of `trellis layout` and `trellis play`
/// output are left out.
private func documentedSpecs(filePath: String = #filePath) throws -> [String] {
  let url = URL(fileURLWithPath: filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/spec.md")
  let text = try String(contentsOf: url, encoding: .utf8)
  var specs: [String] = []
  for block in text.components(separatedBy: "```json\n").dropFirst() {
    guard let code = block.components(separatedBy: "```").first else { continue }
    let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.contains("\"contentSize\"") || trimmed.contains("\"steps\"")
      || trimmed.hasPrefix("{\"category\"")
    {
      continue
    }
    if trimmed.hasPrefix("{") {
      specs.append(trimmed)
    } else {
      let sections = trimmed.contains("\"sections\"") ? "" : ", \"sections\": []"
      specs.append("{" + trimmed + sections + "}")
    }
  }
  return specs
}

@Suite("The spec format's documentation")
struct SpecDocumentationTests {
  @Test("every JSON example of docs/spec.md is a valid spec that lays out")
  func examples() throws {
    let specs = try documentedSpecs()
    // The format's example; the fragments for pinning, the collection header and footer
    // and backgrounds; the example with every behavior; the waterfall's layout fragment,
    // sections fragment and example; the week's layout and events fragment and example;
    // the carousel's and the compositional layout's layout and sections fragments, and
    // the compositional self-sizing script; the three under "Examples"; the script
    // of actions, its update, snapshot, move and transition fragments, the sliding drag,
    // the transition to cover flow, the self-sizing script, and the spec of trellis
    // play's example.
    #expect(specs.count == 25)
    for json in specs {
      #expect(throws: Never.self, "\(json)") { _ = try Spec(json: json).makeLayout() }
    }
    let scripts = specs.filter { $0.contains("\"actions\"") }
    #expect(scripts.count == 10)
    for json in scripts {
      #expect(throws: Never.self, "\(json)") { _ = try Playback(try Spec(json: json)) }
    }
  }
}
