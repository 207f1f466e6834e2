import Foundation
import Testing
import TrellisSpec
import TrellisTestSupport

/// The JSON code blocks of `docs/spec.md` that show input: whole specs, and fragments
/// of one (such as `"layout": {...}`) made whole by wrapping them in braces and adding
/// empty sections when they have none. Blocks of `trellis layout` and `trellis play`
/// output are left out.
private func documentedSpecs() throws -> [String] {
  let url = packageRoot.appendingPathComponent("docs/spec.md")
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
    // Every kind the registry has is shown by at least one example.
    for kind in LayoutSpec.typeNames {
      #expect(specs.contains { $0.contains("\"type\": \"\(kind)\"") }, "no example of \(kind)")
    }
    for json in specs {
      #expect(throws: Never.self, "\(json)") { _ = try Spec(json: json).makeLayout() }
    }
    let scripts = specs.filter { $0.contains("\"actions\"") }
    #expect(!scripts.isEmpty)
    for json in scripts {
      #expect(throws: Never.self, "\(json)") { _ = try Playback(try Spec(json: json)) }
    }
  }
}
