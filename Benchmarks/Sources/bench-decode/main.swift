import AIClientRuntime
import Anthropic
import Foundation
import OpenAI

// Decoding speed of recorded response bodies, side by side in one process: ours (the
// generated types through `JSONCoding.decoder`, a `ClientJSONDecoder`, as the clients
// decode), plain synthesized `Codable` structs of the same shape through `JSONDecoder` (what a
// hand-written SDK uses), and `JSONSerialization.jsonObject` of the same bytes. Two more
// columns separate the decoder from the generated code: our types through Foundation's
// `JSONDecoder`, and the synthesized structs through `ClientJSONDecoder`. Timed on the
// documents every contender decodes; each contender's failures are counted over all documents.
// Usage: bench-decode [--fixtures DIR] [--iterations N] [--rounds N] [--workload TEXT] [--profile N]
// `--profile N` only decodes each document of the chosen workloads N times with ours, untimed:
// a run to count instructions under `valgrind --tool=callgrind`.

struct Options {
    static let defaultFixtures = "../shared/fixtures/recorded"

    var fixtures: String?
    /// Passes over the documents per round; nil: as many as fill about 0.15 s of CPU time.
    var iterations: Int?
    var rounds = 7
    var workload: String?
    /// Passes of ours alone over the documents, untimed (for an instruction-count profiler).
    var profile: Int?

    init(_ arguments: ArraySlice<String>) throws {
        var arguments = arguments
        while let flag = arguments.popFirst() {
            guard let value = arguments.popFirst() else { throw BenchmarkError("\(flag) needs a value") }
            switch flag {
            case "--fixtures": fixtures = value
            case "--iterations": iterations = try Self.positive(value, flag)
            case "--rounds": rounds = try Self.positive(value, flag)
            case "--workload": workload = value
            case "--profile": profile = try Self.positive(value, flag)
            default: throw BenchmarkError("unknown option \(flag)")
            }
        }
    }

    /// The fixture folder: the one given, else the default if it exists.
    func fixtureDirectory() throws -> URL {
        let path = fixtures ?? Self.defaultFixtures
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).appendingPathComponent("openai.jsonl").path) else {
            throw BenchmarkError(
                "no openai.jsonl and anthropic.jsonl in \(path): pass the recorded fixtures folder with --fixtures DIR"
            )
        }
        return URL(fileURLWithPath: path)
    }

    static func positive(_ value: String, _ flag: String) throws -> Int {
        guard let number = Int(value), number > 0 else { throw BenchmarkError("\(flag) needs a positive integer") }
        return number
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The contenders for one workload: ours decoding `Ours`, synthesized `Codable` decoding
/// `HandWritten`, `JSONSerialization`, then the two cross pairings of types and decoders.
func contenders<Ours: Decodable, HandWritten: Decodable>(_ ours: Ours.Type, _ handWritten: HandWritten.Type) -> [Contender] {
    let foundation = JSONDecoder()
    return [
        Contender(name: "ours") { _ = try JSONCoding.decoder.decode(Ours.self, from: $0) },
        Contender(name: "synthesized") { _ = try foundation.decode(HandWritten.self, from: $0) },
        Contender(name: "JSONSerialization") { _ = try JSONSerialization.jsonObject(with: $0) },
        Contender(name: "ours via JSONDecoder") { _ = try foundation.decode(Ours.self, from: $0) },
        Contender(name: "synthesized via ClientJSONDecoder") { _ = try JSONCoding.decoder.decode(HandWritten.self, from: $0) },
    ]
}

func cell(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
}

func number(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

do {
    let options = try Options(CommandLine.arguments.dropFirst())
    let loaded = try Fixtures.load(from: options.fixtureDirectory())
    let runs: [(Workload, [Contender])] = [
        (loaded.chat, contenders(OpenAI.CreateChatCompletionResponse.self, HandWrittenChatCompletion.self)),
        (loaded.chunks, contenders(OpenAI.CreateChatCompletionStreamResponse.self, HandWrittenChatChunk.self)),
        (loaded.responses, contenders(OpenAI.Response.self, HandWrittenResponse.self)),
        (loaded.responses.renamed("Responses peer-shaped"), contenders(OpenAI.Response.self, PeerShapedResponse.self)),
        (loaded.responses.largest("Responses largest"), contenders(OpenAI.Response.self, PeerShapedResponse.self)),
        (loaded.messages, contenders(Anthropic.Message.self, HandWrittenAnthropicMessage.self)),
    ].filter { run in options.workload.map { run.0.name.localizedCaseInsensitiveContains($0) } ?? true }
    guard !runs.isEmpty else { throw BenchmarkError("no workload matches \(options.workload ?? "")") }
    if let passes = options.profile {
        var decoded = 0
        for (workload, contenders) in runs {
            for _ in 0..<passes {
                for document in workload.documents where (try? contenders[0].decode(document)) != nil { decoded += 1 }
            }
        }
        print("bench-decode --profile: \(decoded) documents decoded by ours")
        exit(0)
    }

    let iterations = options.iterations.map { "\($0) iterations" } ?? "about 0.15 s of CPU time"
    print("bench-decode: \(iterations) per contender per round, median of \(options.rounds) rounds (process CPU time), rounds interleaved")
    print("")
    let header = [
        "workload".padding(toLength: 22, withPad: " ", startingAt: 0), cell("documents", 9), cell("ours µs/doc", 11),
        cell("synthesized µs/doc", 18), cell("JSONSerialization µs/doc", 24), cell("ours/synth", 10), cell("ours/JSONSer", 12),
        cell("ours via JSONDecoder µs/doc", 27), cell("synth via ClientJSONDecoder µs/doc", 34),
        "  fails ours/synth/JSONSer", cell("geomean ours/synth", 18),
    ]
    print(header.joined(separator: " | "))
    for (workload, contenders) in runs {
        let failures = contenders.map { $0.failures(in: workload.documents) }
        let failedByAny = failures.reduce(into: Set<Int>()) { $0.formUnion($1) }
        let timed = workload.documents.indices.filter { !failedByAny.contains($0) }.map { workload.documents[$0] }
        let (times, _) = Measure.microsecondsPerDocument(contenders, documents: timed, iterations: options.iterations, rounds: options.rounds)
        let documents = timed.count == workload.documents.count ? "\(timed.count)" : "\(timed.count)/\(workload.documents.count)"
        let row = [
            workload.name.padding(toLength: 22, withPad: " ", startingAt: 0), cell(documents, 9),
            cell(number(times[0], decimals: 2), 11), cell(number(times[1], decimals: 2), 18),
            cell(number(times[2], decimals: 2), 24), cell(number(times[1] / times[0], decimals: 2) + "×", 10),
            cell(number(times[2] / times[0], decimals: 2) + "×", 12),
            cell(number(times[3], decimals: 2), 27), cell(number(times[4], decimals: 2), 34),
            "  " + failures.prefix(3).map { "\($0.count)" }.joined(separator: "/"),
            cell(number(Detail.geomeanRatio(ours: contenders[0], peer: contenders[1], documents: timed, rounds: options.rounds), decimals: 2) + "×", 18),
        ]
        print(row.joined(separator: " | "))
        fflush(nil)  // each row as it is measured, also into a pipe
    }
    if let largest = loaded.responses.largest("").documents.first, let text = Detail.longestString(in: largest),
       options.workload.map({ "Responses largest".localizedCaseInsensitiveContains($0) }) ?? true {
        let rates = Detail.stringRates(text, rounds: options.rounds)
        print("")
        print("long string (the largest Responses body's longest string, \(text.count) bytes, no escapes), GB/s:")
        print("  ours decode(String) \(number(rates.ours, decimals: 2)) | JSONDecoder decode(String) \(number(rates.foundation, decimals: 2)) | memchr of the closing quote \(number(rates.memchr, decimals: 2))")
    }
    print("")
    print("documents: timed (every contender decodes) / recorded. Ratios are speed: peer time / our time, > 1.0 means ours is faster.")
    print("ours: generated types through ClientJSONDecoder (what the clients do); synthesized: Codable structs through JSONDecoder.")
    print("Responses peer-shaped and largest: the synthesized structs model the members SwiftOpenAI 4.5.0 models (PeerShapedResponse.swift).")
    print("geomean: per document (peer time / our time), each document timed on its own, geometric mean.")
} catch {
    FileHandle.standardError.write(Data("bench-decode: \(error)\n".utf8))
    exit(1)
}
