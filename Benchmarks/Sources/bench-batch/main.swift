import AIClientRuntime
import Foundation
import OpenAI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// A batch job of N chat requests end to end against Scripts/batch-server.py: the requests
// written to disk (split at 50,000 per file), uploaded, run, and N results decoded into
// `CreateChatCompletionResponse`s. Prints the throughput of writing and of decoding beside a
// JSONSerialization floor measured in the same run (the same lines encoded from dictionaries,
// and the same result files parsed into dictionaries from disk), and the growth of the peak
// resident set over the job. Run through Scripts/bench-batch.
//
// Usage: bench-batch <port> [requests]   (default 1000000)

struct BenchmarkError: Swift.Error, CustomStringConvertible {
    var description: String
}

/// A field of /proc/self/status in KiB (Linux); -1 elsewhere.
func statusKiB(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

func seconds(since start: ContinuousClock.Instant) -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The peak resident set (KiB) after each phase of the last job.
nonisolated(unsafe) var phasePeaks: [(String, Int)] = []

func request(_ index: Int) -> BatchRequest<CreateChatCompletionRequest> {
    BatchRequest(customID: "request-\(index)", body: CreateChatCompletionRequest(
        messages: [.user("Say \(index)")], model: index % 1000 == 999 ? "fail-model" : "gpt-4o-mini"))
}

func scenario(_ server: URL) async throws -> URL {
    var post = URLRequest(url: server.appendingPathComponent("scenario"))
    post.httpMethod = "POST"
    post.httpBody = Data(#"{"poll_after_ms": 200}"#.utf8)
    let (data, _) = try await URLSession.shared.data(for: post)
    guard let id = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["id"] as? String else {
        throw BenchmarkError(description: "the batch server made no scenario")
    }
    return server.appendingPathComponent(id)
}

/// Writes, runs and reads back `count` requests; returns (write s, run s, decode s, results, failed).
func runJob(_ client: OpenAIClient, count: Int, in directory: URL) async throws -> (Double, Double, Double, Int, Int, OpenAIClient.BatchJob) {
    var start = ContinuousClock.now
    let job = try OpenAIClient.BatchJob.write((0..<count).lazy.map(request), endpoint: .chatCompletions, to: directory)
    let write = seconds(since: start)
    phasePeaks.append(("write", statusKiB("VmHWM")))
    start = .now
    let done = try await client.batches.run(job, polling: .init(interval: 0.2))
    let run = seconds(since: start)
    phasePeaks.append(("run", statusKiB("VmHWM")))
    start = .now
    var results = 0
    var failed = 0
    for try await result in client.batches.results(of: done, endpoint: .chatCompletions) {
        results += 1
        if result.error != nil { failed += 1 }
    }
    phasePeaks.append(("decode", statusKiB("VmHWM")))
    return (write, run, seconds(since: start), results, failed, done)
}

/// The same lines as `JSONSerialization` writes them from dictionaries, to a file.
func floorWrite(count: Int, to file: URL) throws -> Double {
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else { throw BenchmarkError(description: "cannot create \(file.path)") }
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    let start = ContinuousClock.now
    var buffer = Data()
    for index in 0..<count {
        let line: [String: Any] = [
            "custom_id": "request-\(index)", "method": "POST", "url": "/v1/chat/completions",
            "body": ["model": index % 1000 == 999 ? "fail-model" : "gpt-4o-mini",
                     "messages": [["role": "user", "content": "Say \(index)"]]],
        ]
        buffer.append(try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]))
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= 1 << 20 {
            try handle.write(contentsOf: buffer)
            buffer.removeAll(keepingCapacity: true)
        }
    }
    try handle.write(contentsOf: buffer)
    return seconds(since: start)
}

/// Parses result files from disk into dictionaries, line by line.
func floorRead(_ files: [URL]) throws -> (Double, Int) {
    let start = ContinuousClock.now
    var lines = 0
    for file in files {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var splitter = JSONLineSplitter()
        while let chunk = try handle.read(upToCount: 256 << 10), !chunk.isEmpty {
            for line in try splitter.append(chunk) {
                guard try JSONSerialization.jsonObject(with: line) is [String: Any] else { throw BenchmarkError(description: "not an object") }
                lines += 1
            }
        }
        if let last = splitter.finish(), try JSONSerialization.jsonObject(with: last) is [String: Any] { lines += 1 }
    }
    return (seconds(since: start), lines)
}

func main() async throws {
    let arguments = CommandLine.arguments
    guard arguments.count >= 2, let port = Int(arguments[1]), let server = URL(string: "http://127.0.0.1:\(port)") else {
        throw BenchmarkError(description: "usage: bench-batch <port> [requests]")
    }
    let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("bench-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    let client = OpenAIClient(apiKey: "sk-bench", baseURL: try await scenario(server).appendingPathComponent("v1"),
                              timeout: 600, retryPolicy: .none)

    // A small job first, so that what every run pays once (URLSession, caches) is in the baseline.
    _ = try await runJob(client, count: 100, in: work.appendingPathComponent("warmup"))
    let baseline = statusKiB("VmHWM")
    phasePeaks = []
    let (write, run, decode, results, failed, job) = try await runJob(client, count: count, in: work.appendingPathComponent("job"))
    let peak = statusKiB("VmHWM")
    guard results == count, failed == count / 1000 else {
        throw BenchmarkError(description: "expected \(count) results with \(count / 1000) errors, got \(results) with \(failed)")
    }

    let floorWriteSeconds = try floorWrite(count: count, to: work.appendingPathComponent("floor.jsonl"))
    var downloads: [URL] = []
    for part in job.parts {
        for fileID in [part.outputFileID, part.errorFileID].compactMap({ $0 }) {
            let url = work.appendingPathComponent("\(fileID).jsonl")
            try await client.files.content(fileID: fileID, to: url)
            downloads.append(url)
        }
    }
    let (floorReadSeconds, floorLines) = try floorRead(downloads)
    guard floorLines == count else { throw BenchmarkError(description: "the floor read \(floorLines) lines") }

    func line(_ label: String, _ ours: Double, _ floor: Double) -> String {
        let format = "%6.2f s %9.0f/s"
        return label + String(format: format, ours, Double(count) / ours)
            + "   JSONSerialization floor " + String(format: format, floor, Double(count) / floor)
            + String(format: "   time ratio %.2f", ours / floor)
    }
    print("requests: \(count) in \(job.parts.count) files; results: \(results) (\(failed) errors)")
    print(line("write:  BatchJob.write   ", write, floorWriteSeconds))
    print(line("decode: batches.results  ", decode, floorReadSeconds))
    print(String(format: "run (upload, server work, polling): %.2f s", run))
    print(String(format: "peak RSS growth over the job: %.1f MiB (baseline %.1f MiB, peak %.1f MiB)",
                 Double(peak - baseline) / 1024, Double(baseline) / 1024, Double(peak) / 1024))
    print("peak after each phase (MiB over the baseline): " + phasePeaks.map { "\($0.0) \(String(format: "%.1f", Double($0.1 - baseline) / 1024))" }.joined(separator: ", "))
    print("growth-kib \(peak - baseline)")
}

do {
    try await main()
} catch {
    FileHandle.standardError.write(Data("bench-batch: \(error)\n".utf8))
    exit(1)
}
