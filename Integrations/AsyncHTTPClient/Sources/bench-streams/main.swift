import AIClientRuntime
import AIClientsAsyncHTTPClient
import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenAIChat

// Many chat streams at once on one client, against the loopback server at BASE_URL:
// `bench-streams BASE_URL TRANSPORT STREAMS EVENTS SECONDS` (TRANSPORT: urlSession or
// asyncHTTPClient). Prints one Markdown table row: peak RSS, events per second, time to first
// event p50/p99, errors. Run through `Scripts/bench-streams`, which starts the server and runs
// both transports, each in its own process so that peak RSS is its own.

let arguments = CommandLine.arguments
guard arguments.count == 6, let base = URL(string: arguments[1]), let streams = Int(arguments[3]),
      let events = Int(arguments[4]), let seconds = Double(arguments[5]), streams > 0, events > 0
else {
    FileHandle.standardError.write(Data("usage: bench-streams BASE_URL urlSession|asyncHTTPClient STREAMS EVENTS SECONDS\n".utf8))
    exit(2)
}
let kind = arguments[2]

func event(_ index: Int) -> String {
    #"data: {"id":"chatcmpl-b","object":"chat.completion.chunk","created":1,"model":"gpt-4o","choices":[{"index":0,"delta":{"content":"t\#(index) "},"finish_reason":null}]}"# + "\n\n"
}

/// One stream script for every request: `events` events, one per chunk, spread over `seconds`.
func setUpScript() async throws -> String {
    let lines = (0..<events).map(event)
    var cuts: [Int] = []
    var offset = 0
    for line in lines { offset += line.utf8.count; cuts.append(offset) }
    var request = URLRequest(url: base.appendingPathComponent("stream-setup"))
    request.httpMethod = "POST"
    request.httpBody = try JSONSerialization.data(withJSONObject: [
        "body": lines.joined() + "data: [DONE]\n\n", "cuts": cuts, "delay_ms": Int(seconds * 1000 / Double(events)),
    ])
    let (data, _) = try await URLSession.shared.data(for: request)
    let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    guard let id = answer?["id"] as? String else { throw CocoaError(.coderReadCorrupt) }
    return id
}

func peakRSSKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

struct Outcome: Sendable {
    var events = 0
    var firstEvent: Double?
    var error: String?
}

let transport: any HTTPTransport
let httpClient: HTTPClient?
switch kind {
case "urlSession":
    transport = URLSessionTransport()
    httpClient = nil
case "asyncHTTPClient":
    var configuration = AsyncHTTPClientTransport.recommendedHTTPClientConfiguration()
    configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = streams
    let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    httpClient = client
    transport = AsyncHTTPClientTransport(httpClient: client)
default:
    FileHandle.standardError.write(Data("unknown transport \(kind)\n".utf8))
    exit(2)
}

let id = try await setUpScript()
let client = OpenAIClient(apiKey: "sk-bench", baseURL: base.appendingPathComponent("stream/\(id)"), transport: transport)
let request = CreateChatCompletionRequest(messages: [.user("Count")], model: "gpt-4o")
let start = Date()
let outcomes = await withTaskGroup(of: Outcome.self) { group in
    for _ in 0..<streams {
        group.addTask {
            var outcome = Outcome()
            let began = Date()
            do {
                for try await _ in try await client.chat.completions.stream(request) {
                    if outcome.firstEvent == nil { outcome.firstEvent = Date().timeIntervalSince(began) }
                    outcome.events += 1
                    if outcome.events > events + 10 { break }
                }
                if outcome.events != events { outcome.error = "\(outcome.events) of \(events) events" }
            } catch {
                outcome.error = "\(error)"
            }
            return outcome
        }
    }
    var all: [Outcome] = []
    for await outcome in group { all.append(outcome) }
    return all
}
let elapsed = Date().timeIntervalSince(start)
await shutDown(httpClient)

/// Shuts the client down through the async `shutdown()`: at the top level of `main.swift` the
/// synchronous overload would be chosen (and warned about).
func shutDown(_ client: HTTPClient?) async {
    try? await client?.shutdown()
}

let total = outcomes.reduce(0) { $0 + $1.events }
let firsts = outcomes.compactMap(\.firstEvent).sorted()
func percentile(_ p: Double) -> String {
    guard !firsts.isEmpty else { return "-" }
    let value = firsts[min(firsts.count - 1, Int((Double(firsts.count) * p).rounded(.up)) - 1)]
    return String(format: "%.0f ms", value * 1000)
}
let errors = outcomes.compactMap(\.error)
print(String(
    format: "| %@ | %d | %d | %.1f s | %.1f MiB | %.0f | %@ | %@ | %d |",
    kind, streams, events, elapsed, Double(peakRSSKiB()) / 1024, Double(total) / elapsed,
    percentile(0.5), percentile(0.99), errors.count))
if let first = errors.first { FileHandle.standardError.write(Data("first error: \(first)\n".utf8)) }
