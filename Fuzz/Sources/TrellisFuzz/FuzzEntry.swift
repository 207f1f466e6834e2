/// The entry point libFuzzer calls with each input.
///
/// An input that starts like JSON (with `{`, `[` or white space) is read as a spec and
/// goes through the spec reader, the layout it describes and a collection view of it
/// (``SpecTarget``); any other input is read as a script of hostile values for the Swift
/// API (``APITarget``). Nothing may crash, trap, hang or exhaust memory, and every
/// invariant that ``Invariants`` checks must hold: a violation stops the fuzzer with a
/// message and the input that caused it.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  switch bytes.first {
  case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: " "), UInt8(ascii: "\n"),
    UInt8(ascii: "\t"), UInt8(ascii: "\r"):
    SpecTarget.run(bytes)
  default:
    APITarget.run(bytes)
  }
  return 0
}
