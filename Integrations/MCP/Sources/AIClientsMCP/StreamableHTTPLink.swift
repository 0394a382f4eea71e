// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import MCP

/// The SDK's `HTTPClientTransport` with every reply split into JSON-RPC messages.
///
/// On Linux (FoundationNetworking has no streaming `bytes(for:)`) the SDK reads a POST's reply
/// whole and passes an SSE reply (`text/event-stream`, which most servers send) on as it came,
/// `event:` and `data:` lines and all, which no JSON decoder reads. Here each event's data
/// becomes one message; a JSON reply, and what the SDK already split (on Apple platforms),
/// pass through unchanged.
///
/// Disconnecting ends the server's session first (an HTTP `DELETE`, as the MCP spec asks of a
/// client that is done), which the SDK's transport does not do.
actor StreamableHTTPLink: Transport {
    let http: HTTPClientTransport
    nonisolated let logger: Logger
    /// The caller's headers, for the `DELETE` (the SDK adds them to its own requests).
    private let headers: [String: String]
    private var messages: AsyncThrowingStream<Data, any Error>?

    init(_ http: HTTPClientTransport, headers: [String: String]) {
        self.http = http
        self.headers = headers
        self.logger = http.logger
    }

    func connect() async throws { try await http.connect() }

    func disconnect() async {
        if let session = await http.sessionID { await end(session) }
        await http.disconnect()
    }

    /// Asks the server to end `session`, waiting at most two seconds; a server that is gone or
    /// says no changes nothing here.
    private func end(_ session: String) async {
        var request = URLRequest(url: await http.endpoint, timeoutInterval: 2)
        request.httpMethod = "DELETE"
        request.setValue(session, forHTTPHeaderField: HTTPHeaderName.sessionID)
        request.setValue("application/json, text/event-stream", forHTTPHeaderField: HTTPHeaderName.accept)
        if let version = await http.protocolVersion { request.setValue(version, forHTTPHeaderField: HTTPHeaderName.protocolVersion) }
        for (field, value) in headers { request.setValue(value, forHTTPHeaderField: field) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 2
        configuration.timeoutIntervalForResource = 2
        let urlSession = URLSession(configuration: configuration)
        _ = try? await urlSession.data(for: request)
        urlSession.finishTasksAndInvalidate()
    }

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
#endif
