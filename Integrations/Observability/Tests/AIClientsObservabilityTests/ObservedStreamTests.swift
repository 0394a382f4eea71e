import AIClientRuntime
import AIClientsObservability
import AnthropicMessages
import Foundation
import InMemoryTracing
import OpenAIChat
import OpenAIResponses
import Testing
import Tracing

/// Recorded chat, Responses and Claude streams (the main package's fixtures), each served whole
/// by the loopback server.
enum RecordedStreams {
    struct Stream {
        var body: String
        /// Events with data, `[DONE]` aside: what the log line's `events` counts.
        var events: Int
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The first recorded event stream of `file` whose URL ends with `path` and whose body has `marker`.
    static func first(_ file: String, path: String, containing marker: String = "") throws -> Stream {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
            guard let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  (record["url"] as? String)?.hasSuffix(path) == true,
                  ((record["response_headers"] as? [String: String])?["content-type"] ?? "").hasPrefix("text/event-stream"),
                  let body = record["response_body"] as? String, body.contains(marker) else { continue }
            let events = body.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n").filter { block in
                let data = block.split(separator: "\n").filter { $0.hasPrefix("data:") }
                return !data.isEmpty && data.map { $0.dropFirst(5).trimmingCharacters(in: .whitespaces) } != ["[DONE]"]
            }.count
            return Stream(body: body, events: events)
        }
        throw Loopback.Failure(description: "no recorded stream for \(path) in \(file)")
    }

    static func chat() throws -> Stream {
        try first("Tests/OpenAITests/Fixtures/recorded/openai.jsonl", path: "/chat/completions", containing: "[DONE]")
    }

    static func responses() throws -> Stream {
        try first("Tests/OpenAITests/Fixtures/recorded/openai.jsonl", path: "/responses", containing: "response.completed")
    }

    static func claude() throws -> Stream {
        try first("Tests/AnthropicTests/Fixtures/recorded/anthropic.jsonl", path: "/messages", containing: "message_stop")
    }

    /// A loopback session that plays `stream`; its base URL.
    static func serve(_ stream: Stream) async throws -> URL {
        try await Loopback.session([["status": 200, "text": stream.body, "headers": ["Content-Type": "text/event-stream"]]])
    }
}

/// Streams of each family observed in functions: read to their end they log and trace as
/// successes with their event count (a chat stream ends at `data: [DONE]`, before its last
/// byte); left early they are `cancelled`, at once, while the stream value is still in scope.
/// TopLevelObservabilityTests does the same in top-level code.
@Suite(.timeLimit(.minutes(5)))
struct ObservedStreamTests {
    let tracer = InMemoryTracer()
    let logs = LogRecords()

    func openAI(_ base: URL) -> OpenAIClient {
        var client = OpenAIClient(apiKey: "sk-observed", baseURL: base, retryPolicy: .none)
        client.core.middlewares.append(ObservabilityMiddleware(logger: logs.logger, tracer: tracer, metrics: nil))
        return client
    }

    func claude(_ base: URL) -> AnthropicClient {
        var client = AnthropicClient(apiKey: "sk-ant-observed", baseURL: base, retryPolicy: .none)
        client.core.middlewares.append(ObservabilityMiddleware(logger: logs.logger, tracer: tracer, metrics: nil))
        return client
    }

    static let chatRequest = CreateChatCompletionRequest(messages: [.user("Hello")], model: "gpt-4o-mini")
    static let responseRequest = CreateResponse(model: "gpt-4o", input: "Hello")
    static let messageRequest = CreateMessageParams(model: "claude-haiku-4-5", messages: [.user("Hello")], maxTokens: 64)

    /// The one call's log line and span say it succeeded, with `events` events.
    func expectSuccess(events: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let record = try #require(logs.all.count == 1 ? logs.all.first : nil, "log lines: \(logs.all.map(\.message))", sourceLocation: sourceLocation)
        #expect(record.level == .info, "\(record.message) \(record.metadata)", sourceLocation: sourceLocation)
        #expect(record.metadata["error"] == nil, "\(record.message) \(record.metadata)", sourceLocation: sourceLocation)
        #expect(record.metadata["events"]?.description == String(events), "\(record.metadata)", sourceLocation: sourceLocation)
        let span = try #require(tracer.finishedSpans.count == 1 ? tracer.finishedSpans.first : nil, sourceLocation: sourceLocation)
        #expect(span.attributes["error.type"] == nil, "\(span.attributes)", sourceLocation: sourceLocation)
        #expect(span.status?.code != .error, sourceLocation: sourceLocation)
    }

    /// The one call's log line and span say it was cancelled.
    func expectCancelled(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let record = try #require(logs.all.count == 1 ? logs.all.first : nil, "log lines: \(logs.all.map(\.message))", sourceLocation: sourceLocation)
        #expect(record.level == .warning, sourceLocation: sourceLocation)
        #expect(record.metadata["error"]?.description == "cancelled", "\(record.metadata)", sourceLocation: sourceLocation)
        let span = try #require(tracer.finishedSpans.count == 1 ? tracer.finishedSpans.first : nil, sourceLocation: sourceLocation)
        #expect(span.attributes["error.type"]?.toSpanAttribute() == .string("cancelled"), sourceLocation: sourceLocation)
    }

    // MARK: Read to the end

    @Test func aChatStreamReadToDoneIsASuccess() async throws {
        let recorded = try RecordedStreams.chat()
        let stream = try await openAI(try await RecordedStreams.serve(recorded)).chat.completions.stream(Self.chatRequest)
        var chunks = 0
        for try await _ in stream { chunks += 1 }
        #expect(chunks == recorded.events)
        try expectSuccess(events: recorded.events)
    }

    @Test func aChatStreamsFinalCompletionIsASuccess() async throws {
        let recorded = try RecordedStreams.chat()
        _ = try await openAI(try await RecordedStreams.serve(recorded)).chat.completions.stream(Self.chatRequest).finalCompletion()
        try expectSuccess(events: recorded.events)
    }

    @Test func aResponsesStreamReadToItsEndIsASuccess() async throws {
        let recorded = try RecordedStreams.responses()
        let stream = try await openAI(try await RecordedStreams.serve(recorded)).responses.stream(Self.responseRequest)
        for try await _ in stream {}
        try expectSuccess(events: recorded.events)
    }

    @Test func aResponsesStreamsFinalResponseIsASuccess() async throws {
        let recorded = try RecordedStreams.responses()
        _ = try await openAI(try await RecordedStreams.serve(recorded)).responses.stream(Self.responseRequest).finalResponse()
        try expectSuccess(events: recorded.events)
    }

    @Test func aClaudeStreamReadToItsEndIsASuccess() async throws {
        let recorded = try RecordedStreams.claude()
        let stream = try await claude(try await RecordedStreams.serve(recorded)).messages.stream(Self.messageRequest)
        for try await _ in stream {}
        try expectSuccess(events: recorded.events)
    }

    @Test func aClaudeStreamsFinalMessageIsASuccess() async throws {
        let recorded = try RecordedStreams.claude()
        _ = try await claude(try await RecordedStreams.serve(recorded)).messages.stream(Self.messageRequest).finalMessage()
        try expectSuccess(events: recorded.events)
    }

    // MARK: Left early

    @Test func aChatStreamLeftEarlyIsCancelledWhileTheStreamIsInScope() async throws {
        let stream = try await openAI(try await RecordedStreams.serve(try RecordedStreams.chat())).chat.completions.stream(Self.chatRequest)
        for try await _ in stream { break }
        try expectCancelled()
        withExtendedLifetime(stream) {}
    }

    @Test func aResponsesStreamLeftEarlyIsCancelledWhileTheStreamIsInScope() async throws {
        let stream = try await openAI(try await RecordedStreams.serve(try RecordedStreams.responses())).responses.stream(Self.responseRequest)
        for try await _ in stream { break }
        try expectCancelled()
        withExtendedLifetime(stream) {}
    }

    @Test func aClaudeStreamLeftEarlyIsCancelledWhileTheStreamIsInScope() async throws {
        let stream = try await claude(try await RecordedStreams.serve(try RecordedStreams.claude())).messages.stream(Self.messageRequest)
        for try await _ in stream { break }
        try expectCancelled()
        withExtendedLifetime(stream) {}
    }

    @Test func aCancelledStreamIsCancelledWhileItsIteratorLives() async throws {
        let stream = try await openAI(try await RecordedStreams.serve(try RecordedStreams.chat())).chat.completions.stream(Self.chatRequest)
        var events = stream.makeAsyncIterator()
        _ = try await events.next()
        stream.cancel()
        try expectCancelled()
        withExtendedLifetime(events) {}
    }

    @Test func aStreamThatEndsWithAnErrorEventLogsThatError() async throws {
        let body = #"event: error"# + "\n" + #"data: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"# + "\n\n"
        let base = try await RecordedStreams.serve(.init(body: body, events: 1))
        let stream = try await claude(base).messages.stream(Self.messageRequest)
        await #expect(throws: AIClientError.self) { for try await _ in stream {} }
        let record = try #require(logs.all.first)
        #expect(logs.all.count == 1)
        #expect(record.metadata["error"]?.description == "streamError", "\(record.metadata)")
        #expect(tracer.finishedSpans.first?.attributes["error.type"]?.toSpanAttribute() == .string("streamError"))
    }
}
