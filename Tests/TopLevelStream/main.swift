// A first app's `main.swift`, as the README's snippets are written: a chat stream read by a loop
// in top-level code. TopLevelStreamTests runs it against a watched stream of the loopback server
// (Scripts/test-server.py), which reports when the connection closed.
//
// Usage: top-level-stream <server URL> <stream id> end|break|cancel
//   end     reads the stream to its `data: [DONE]` (an id ending in `-done<N>`)
//   break   leaves the loop after the first event
//   cancel  leaves it after the first event, then calls `stream.cancel()`
// Then it prints `left <events> <seconds since 1970>` and, without reading any further, waits
// (at most 3 s) for the server's report of the stream, which it prints as it came.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenAIChat

let arguments = CommandLine.arguments
guard arguments.count == 4, let server = URL(string: arguments[1]), ["end", "break", "cancel"].contains(arguments[3]) else {
    print("usage: top-level-stream <server URL> <stream id> end|break|cancel")
    exit(2)
}
let id = arguments[2]
let how = arguments[3]

let client = OpenAIClient(apiKey: "sk-top-level", baseURL: server.appendingPathComponent("watched").appendingPathComponent(id).absoluteString)
let stream = try await client.chat.completions.stream(.init(messages: [.user("Count")], model: "gpt-4o"))
var events = 0
for try await chunk in stream {
    events += chunk.choices.count
    if how != "end" { break }
}
if how == "cancel" { stream.cancel() }
print("left", events, Date().timeIntervalSince1970)

var report = URLComponents(url: server.appendingPathComponent("watched-stream/closed"), resolvingAgainstBaseURL: false)
report?.queryItems = [URLQueryItem(name: "id", value: id), URLQueryItem(name: "wait", value: "3")]
guard let reportURL = report?.url else { exit(3) }
let (answer, _) = try await URLSession.shared.data(from: reportURL)
print(String(decoding: answer, as: UTF8.self))
