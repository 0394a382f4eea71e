// Fuzz target: ClientJSONDecoder against Foundation's JSONDecoder (differential).
//
// On every input both decoders decode a `JSONValue` and a small typed struct. A finding (a
// trap, so libFuzzer keeps the input) is:
// - both accept and the values differ;
// - Foundation accepts and ours rejects, unless the input is not RFC 8259 JSON (what
//   JSONSerialization also rejects: ours checks the whole document, Foundation parses lazily)
//   or holds a number that rounds to zero (Foundation reads `1e-400` as the Int 0), or ours
//   stops at a trailing comma (`{"a":1,}`, which JSONDecoder and JSONSerialization accept);
// - ours accepts and Foundation rejects, unless the input has bytes that are not UTF-8 or a
//   `\u` escape of half a surrogate pair (ours makes them U+FFFD), or a zero written with a
//   positive exponent (`0e5`, which Foundation rejects as a Double).
// - either way, when a zero byte is among the first four: Foundation then guesses UTF-16 or
//   UTF-32 (`31 00` is "1" in UTF-16LE); ours reads UTF-8 only.
// These deviations are the documented ones (docs/decoding-policy.md, "The decoder").
import Foundation

struct Typed: Codable, Equatable {
    var s: String?
    var i: Int?
    var d: Double?
    var b: Bool?
    var map: [String: Int]?
    var list: [JSONValue]?
    var nested: [String: [String: String]]?
}

func check(_ data: Data) {
    compare(JSONValue.self, data)
    compare(Typed.self, data)
    compare([String: JSONValue].self, data)
}

func compare<T: Decodable & Equatable>(_ type: T.Type, _ data: Data) {
    if data.prefix(4).contains(0) { return }
    let ours = Result { try ClientJSONDecoder().decode(T.self, from: data) }
    let foundation = Result { try JSONDecoder().decode(T.self, from: data) }
    switch (ours, foundation) {
    case (.success(let a), .success(let b)):
        if a != b { finding("values differ for \(T.self): ours \(a), Foundation \(b)") }
    case (.failure(let error), .success(let value)):
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil { return }
        if "\(error)".contains("not representable") { return }
        if stopsAtTrailingComma(error, data) { return }
        finding("ours rejects what Foundation reads as \(value) (\(T.self)): \(error)")
    case (.success(let value), .failure(let error)):
        if String(data: data, encoding: .utf8) == nil { return }
        if hasLoneSurrogateEscape(data) { return }
        if hasZeroWithExponent(data) { return }
        // Foundation's error for `T` may be a type mismatch that ours reports differently
        // only when the kinds disagree; a document Foundation cannot parse at all is a finding.
        finding("ours reads \(value) (\(T.self)) where Foundation throws \(error)")
    case (.failure, .failure):
        return
    }
}

/// Whether ours failed on a `}` or `]` right after a comma.
func stopsAtTrailingComma(_ error: any Error, _ data: Data) -> Bool {
    guard case DecodingError.dataCorrupted(let context) = error, let syntax = context.underlyingError as? JSONSyntaxError else {
        return false
    }
    let bytes = Array(data)
    guard syntax.offset < bytes.count, bytes[syntax.offset] == UInt8(ascii: "}") || bytes[syntax.offset] == UInt8(ascii: "]") else {
        return false
    }
    var previous = syntax.offset - 1
    while previous >= 0, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[previous]) { previous -= 1 }
    return previous >= 0 && bytes[previous] == UInt8(ascii: ",")
}

func hasLoneSurrogateEscape(_ data: Data) -> Bool {
    let text = String(decoding: data, as: UTF8.self).lowercased()
    return text.contains("\\ud8") || text.contains("\\ud9") || text.contains("\\uda") || text.contains("\\udb")
        || text.contains("\\udc") || text.contains("\\udd") || text.contains("\\ude") || text.contains("\\udf")
}

func hasZeroWithExponent(_ data: Data) -> Bool {
    let bytes = Array(data)
    for index in bytes.indices where bytes[index] == UInt8(ascii: "0") {
        var next = index + 1
        while next < bytes.count, bytes[next] == UInt8(ascii: "0") || bytes[next] == UInt8(ascii: ".") { next += 1 }
        if next < bytes.count, bytes[next] | 0x20 == UInt8(ascii: "e") { return true }
    }
    return false
}

func finding(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("FINDING: " + message.prefix(2000) + "\n").utf8))
    fatalError("differential finding")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    check(Data(bytes: bytes, count: count))
    return 0
}
