import AIClientRuntime
import AIClientsAsyncHTTPClient
import Foundation
import OpenAIRealtime

// Realtime events through NIOWebSocketTransport against the loopback WebSocket server at PORT:
// `bench-websocket PORT CONNECTIONS EVENTS`. Every connection asks the server for EVENTS
// `response.output_text.delta` events and reads them twice: once as raw messages through the
// seam (`WebSocketConnection.messages`, no decoding), once as typed `RealtimeServerEvent`s
// through `client.realtime.connect`. Prints one Markdown row per way: wall, events/s, the
// added time per event of the typed path, peak RSS, errors. Run through
// `Scripts/bench-websocket`, which builds it, starts the server and prints the table header.

let arguments = CommandLine.arguments
guard arguments.count == 4, let port = Int(arguments[1]), let connections = Int(arguments[2]), let events = Int(arguments[3]),
      connections > 0, events > 0
else {
    FileHandle.standardError.write(Data("usage: bench-websocket PORT CONNECTIONS EVENTS\n".utf8))
    exit(2)
}

func peakRSSKiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

let transport = NIOWebSocketTransport()
let ask = #"{"type":"debug.stream","count":\#(events)}"#

/// Raw: the seam's messages, counted until the server's end marker.
func raw() async throws -> Int {
    let url = URL(string: "ws://127.0.0.1:\(port)/v1/realtime?model=bench") ?? URL(fileURLWithPath: "/")
    let connection = try await transport.connect(WebSocketRequest(url: url))
    try await connection.send(.text(ask))
    var count = 0
    for try await message in connection.messages {
        if case .text(let text) = message, text.hasPrefix(#"{"type":"debug.stream_end""#) { break }
        count += 1
    }
    await connection.close()
    return count - 1   // session.created
}

/// Typed: `RealtimeServerEvent`s from `client.realtime.connect`.
func typed() async throws -> Int {
    var client = OpenAIClient(apiKey: "sk-bench", baseURL: URL(string: "http://127.0.0.1:\(port)/v1"))
    client.core.webSocketTransport = transport
    let session = try await client.realtime.connect(model: "bench")
    try await session.sendRaw(ask)
    var count = 0
    for try await event in session.events {
        if case .responseOutputTextDelta = event { count += 1 }
        if case .unknown(.object(let members)) = event, members["type"] == .string("debug.stream_end") { break }
    }
    await session.close()
    return count
}

func run(_ name: String, _ body: @escaping @Sendable () async throws -> Int) async -> Double {
    let start = Date()
    let (received, errors) = await withTaskGroup(of: (Int, Int).self) { group in
        for _ in 0..<connections {
            group.addTask {
                do { return (try await body(), 0) } catch { return (0, 1) }
            }
        }
        var received = 0, errors = 0
        for await (count, failed) in group { received += count; errors += failed }
        return (received, errors)
    }
    let wall = Date().timeIntervalSince(start)
    let rate = Double(received) / max(wall, 0.000_001)
    print("| \(name) | \(connections) | \(events) | \(String(format: "%.2f", wall)) s | \(String(format: "%.0f", rate)) | \(String(format: "%.1f", Double(peakRSSKiB()) / 1024)) MiB | \(errors) |")
    return wall / Double(max(received, 1))
}

let rawPerEvent = await run("raw messages (seam)", raw)
let typedPerEvent = await run("typed events (realtime.connect)", typed)
print("")
print("added per event by decoding: \(String(format: "%.2f", (typedPerEvent - rawPerEvent) * 1_000_000)) µs")
