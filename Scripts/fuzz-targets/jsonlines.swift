// Fuzz target: the JSON Lines cursor (what the splitter, `JSONLines.decode`, batch results and
// JSON Lines event streams read through) and the batch results reader, fed arbitrary bytes.
//
// The input is read whole, split at positions taken from its own bytes, and (when short) one
// byte at a time; each reading gives the lines (number and bytes), the batch result of every
// line, and the over-long line error if any. A finding (a trap, so libFuzzer keeps the input)
// is a crash, a reading that differs from the whole one, or lines that differ from a naive
// oracle (split the whole input at every `\n`, drop a `\r` before it, skip blank lines).
import Foundation

/// A line shaped as OpenAI's batch output lines.
struct Line: Decodable, Sendable {
    struct Response: Decodable, Sendable {
        var statusCode: Int?
        var body: JSONValue?
        enum CodingKeys: String, CodingKey { case statusCode = "status_code", body }
    }
    var customID: String
    var response: Response?
    var error: JSONValue?
    enum CodingKeys: String, CodingKey { case customID = "custom_id", response, error }

    var result: BatchResult<JSONValue> {
        if let body = response?.body, let status = response?.statusCode, (200..<300).contains(status) {
            return BatchResult(customID: customID, outcome: .success(body))
        }
        return BatchResult(customID: customID, outcome: .failure(BatchItemError(
            kind: .failed, customID: customID, statusCode: response?.statusCode, message: error?.description)))
    }
}

/// A small limit, so that over-long lines happen.
let limit = 512

struct Reading: Equatable {
    var lines: [String] = []
    var results: [String] = []
    var tooLong: JSONLineTooLong?
}

func describe(_ result: BatchResult<JSONValue>) -> String {
    switch result.outcome {
    case .success(let value): "\(result.customID) ok \(value)"
    case .failure(let error): "\(result.customID) \(error.kind) \(error.lineNumber ?? 0) \(error.statusCode ?? 0) \(error.message ?? "")"
    }
}

func read(_ data: [UInt8], splits: [Int]) -> Reading {
    var cursor = JSONLineCursor(maximumLineLength: limit)
    var reading = Reading()
    func take(_ line: JSONLineCursor.Line) {
        reading.lines.append("\(line.number):\(Array(line.bytes))")
        reading.results.append(describe(BatchResultLines.result(of: line, as: Line.self, file: "fuzz", result: { $0.result })))
    }
    var start = 0
    do {
        for end in splits + [data.count] where end >= start && end <= data.count {
            cursor.append(Data(data[start..<end]))
            while let line = try cursor.next() { take(line) }
            start = end
        }
        if let last = cursor.finish() { take(last) }
    } catch {
        reading.tooLong = error
    }
    return reading
}

/// The lines as a naive reading of the whole input sees them: what the cursor must agree with.
func oracle(_ data: [UInt8]) -> (lines: [String], tooLongAt: Int?) {
    var lines: [String] = []
    let parts = data.split(separator: 0x0A, omittingEmptySubsequences: false)
    for (index, part) in parts.enumerated() {
        if part.count > limit { return (lines, index + 1) }
        var bytes = Array(part)
        if bytes.last == 0x0D { bytes.removeLast() }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
        lines.append("\(index + 1):\(bytes)")
    }
    return (lines, nil)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: bytes, count: count))
    let whole = read(data, splits: [])
    let expected = oracle(data)
    if whole.lines != expected.lines || whole.tooLong?.lineNumber != expected.tooLongAt {
        fatalError("lines differ from the naive split: \(whole.lines.prefix(3)) / \(String(describing: whole.tooLong)) against \(expected.lines.prefix(3)) / \(String(describing: expected.tooLongAt))")
    }
    if whole.results.count != whole.lines.count { fatalError("not one result per line") }
    // Splits where the bytes say: at CR, LF, '{', '"' and every byte that is a multiple of 7.
    var splits: [Int] = []
    for (index, byte) in data.enumerated() where byte == 0x0D || byte == 0x0A || byte == 0x7B || byte == 0x22 || byte % 7 == 0 {
        splits.append(index)
    }
    let split = read(data, splits: splits)
    if split != whole { fatalError("split input reads otherwise: \(split.results.prefix(3)) against \(whole.results.prefix(3))") }
    if count <= 4096 {
        let single = read(data, splits: Array(0..<count))
        if single != whole { fatalError("byte-by-byte input reads otherwise: \(single.results.prefix(3)) against \(whole.results.prefix(3))") }
    }
    return 0
}
