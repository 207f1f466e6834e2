import TrellisSpec

/// The registered kinds of layout as an error lists the values it expects: `"flow",
/// "waterfall", …`, each in quotes, in the registry's order.
package func quotedTypeNames(that capability: LayoutCapability? = nil) -> String {
  let names = capability.map(LayoutSpec.typeNames(that:)) ?? LayoutSpec.typeNames
  return names.map { "\"\($0)\"" }.joined(separator: ", ")
}

/// The kinds of layout that can do `capability` as a sentence lists them: `flow,
/// waterfall or carousel`.
package func typeList(that capability: LayoutCapability) -> String {
  let names = LayoutSpec.typeNames(that: capability)
  guard let last = names.last, names.count > 1 else { return names.last ?? "" }
  return names.dropLast().joined(separator: ", ") + " or " + last
}
