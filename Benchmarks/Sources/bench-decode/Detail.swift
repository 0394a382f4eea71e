import AIClientRuntime
import Foundation

/// Per-document ratios and the long-string row: what the totals of `main.swift` hide.
enum Detail {
    /// The geometric mean over `documents` of (peer time / our time), each document timed on its
    /// own (contenders interleaved, median of `rounds`, at most 3): small bodies count as much as
    /// the large.
    static func geomeanRatio(ours: Contender, peer: Contender, documents: [Data], rounds: Int) -> Double {
        guard !documents.isEmpty else { return .nan }
        var logSum = 0.0
        for document in documents {
            let (times, _) = Measure.microsecondsPerDocument(
                [ours, peer], documents: [document], iterations: iterations(for: document), rounds: min(rounds, 3)
            )
            logSum += log(times[1] / times[0])
        }
        return exp(logSum / Double(documents.count))
    }

    /// Passes over one document that take about 2 ms of ours (from its size: about 1 µs per 300
    /// bytes), so that the 928 stream chunks take seconds, not minutes.
    private static func iterations(for document: Data) -> Int {
        max(1, 2_000 * 300 / max(document.count, 300))
    }

    /// The longest string value in `document`, as a JSON document of its own (`"…"`).
    static func longestString(in document: Data) -> Data? {
        guard let object = try? JSONSerialization.jsonObject(with: document) else { return nil }
        var longest = ""
        func visit(_ value: Any) {
            switch value {
            case let string as String where string.utf8.count > longest.utf8.count: longest = string
            case let array as [Any]: array.forEach(visit)
            case let dictionary as [String: Any]: dictionary.values.forEach(visit)
            default: break
            }
        }
        visit(object)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return try? encoder.encode(longest)
    }

    /// GB/s of: ours decoding the string document to a `String` (scanned, checked and built),
    /// `JSONDecoder` doing the same, and `memchr` finding its closing quote (the floor: one read).
    static func stringRates(_ text: Data, rounds: Int) -> (ours: Double, foundation: Double, memchr: Double) {
        let foundation = JSONDecoder()
        let contenders = [
            Contender(name: "ours") { _ = try JSONCoding.decoder.decode(String.self, from: $0) },
            Contender(name: "JSONDecoder") { _ = try foundation.decode(String.self, from: $0) },
            Contender(name: "memchr") { data in
                let found = data.withUnsafeBytes { bytes in
                    bytes.baseAddress.flatMap { memchr($0 + 1, Int32(UInt8(ascii: "\"")), bytes.count - 1) }
                }
                guard found != nil else { throw BenchmarkError("no closing quote") }
            },
        ]
        let iterations = max(1, 2_000_000_000 / 100 / max(text.count, 1))
        let (times, _) = Measure.microsecondsPerDocument(contenders, documents: [text], iterations: iterations, rounds: rounds)
        let rate = { (microseconds: Double) in Double(text.count) / (microseconds * 1e-6) / 1e9 }
        return (rate(times[0]), rate(times[1]), rate(times[2]))
    }
}
