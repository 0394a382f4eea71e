import Foundation
import Logging
import MCP

/// The SDK's `HTTPClientTransport` with every reply split into JSON-RPC messages.
///
/// On Linux (FoundationNetworking has no streaming `bytes(for:)`) the SDK reads a POST's reply
/// whole and passes an SSE reply (`text/event-stream`, which most servers send) on as it came,
/// `event:` and `data:` lines and all, which no JSON decoder reads. Here each event's data
/// becomes one message; a JSON reply, and what the SDK already split (on Apple platforms),
/// pass through unchanged.
actor StreamableHTTPLink: Transport {
    let http: HTTPClientTransport
    nonisolated let logger: Logger
    private var messages: AsyncThrowingStream<Data, any Error>?

    init(_ http: HTTPClientTransport) {
        self.http = http
        self.logger = http.logger
    }

    func connect() async throws { try await http.connect() }

    func disconnect() async { await http.disconnect() }

    func send(_ data: Data) async throws { try await http.send(data) }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        if let messages { return messages }
        let replies = http
        let stream = AsyncThrowingStream<Data, any Error> { continuation in
            let task = Task {
                do {
                    for try await reply in await replies.receive() {
                        for message in Self.messages(in: reply) { continuation.yield(message) }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        messages = stream
        return stream
    }

    /// The JSON-RPC messages in one reply: the reply itself when it is JSON, else the data of
    /// each of its SSE events (events without data, such as a server's priming event, are none).
    static func messages(in reply: Data) -> [Data] {
        guard let first = reply.first(where: { !Self.whitespace.contains($0) }) else { return [] }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") { return [reply] }
        var messages: [Data] = []
        var lines: [Substring] = []
        func dispatch() {
            let data = lines.joined(separator: "\n")
            if !data.allSatisfy(\.isWhitespace) { messages.append(Data(data.utf8)) }
            lines = []
        }
        // Characters, so that "\r\n" is one separator.
        for line in String(decoding: reply, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            if line.isEmpty {
                dispatch()
            } else if line.hasPrefix("data:") {
                let value = line.dropFirst(5)
                lines.append(value.first == " " ? value.dropFirst() : value)
            }
            // `event:`, `id:`, `retry:` and comments carry nothing a client needs here.
        }
        dispatch()
        return messages
    }

    private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
}
