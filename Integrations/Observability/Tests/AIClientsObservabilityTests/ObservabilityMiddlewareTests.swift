import AIClientRuntime
import AIClientsObservability
import Foundation
import InMemoryTracing
import Logging
import MetricsTestKit
import Testing
import Tracing

/// Keeps what a logger printed.
final class LogRecords: @unchecked Sendable {
    struct Record { var level: Logger.Level; var message: String; var metadata: Logger.Metadata }
    private let lock = NSLock()
    private var records: [Record] = []
    func add(_ record: Record) { lock.withLock { records.append(record) } }
    var all: [Record] { lock.withLock { records } }

    struct Handler: LogHandler {
        let records: LogRecords
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            records.add(Record(level: event.level, message: event.message.description, metadata: event.metadata ?? [:]))
        }
    }

    var logger: Logger { Logger(label: "test") { [self] _ in Handler(records: self) } }
}

/// The observability middleware against the loopback server: attributes and metric names as
/// the OpenTelemetry GenAI semantic conventions 1.44.0 write them, a stream's span ending at
/// its last event, errors, and no prompt or key in what is logged.
@Suite(.timeLimit(.minutes(5)))
struct ObservabilityMiddlewareTests {
    let tracer = InMemoryTracer()
    let metrics = TestMetrics()
    let logs = LogRecords()

    func core(_ base: URL) -> APIClientCore {
        var core = APIClientCore(baseURL: base, authentication: .bearer("sk-observed-secret-0123456789"), retryPolicy: .none)
        core.middlewares = [ObservabilityMiddleware(logger: logs.logger, tracer: tracer, metrics: metrics)]
        return core
    }

    static let chatBody: JSONValue = [
        "model": "gpt-4o", "max_tokens": 100, "temperature": 0.5,
        "messages": [["role": "user", "content": "a secret prompt"]],
    ]

    static var chatReply: [String: Any] { [
        "id": "chatcmpl-7", "object": "chat.completion", "created": 1, "model": "gpt-4o-2024-08-06",
        "choices": [["index": 0, "finish_reason": "stop", "message": ["role": "assistant", "content": "private answer"]]],
        "usage": ["prompt_tokens": 12, "completion_tokens": 3, "total_tokens": 15],
    ] }

    func chatRequest(_ operation: String = "createChatCompletion") throws -> RequestComponents {
        var request = RequestComponents(method: "POST", path: "/chat/completions", operation: operation)
        try request.setJSONBody(Self.chatBody)
        return request
    }

    @Test func aChatCallIsOneSpanOneLineAndTwoHistograms() async throws {
        let base = try await Loopback.session([Loopback.json(Self.chatReply, headers: ["x-request-id": "req_7"])])
        let reply = try await core(base).send(try chatRequest(), as: JSONValue.self)
        #expect(reply.value["id"] == "chatcmpl-7", "the reply reaches the caller whole")

        let span = try #require(tracer.finishedSpans.first)
        #expect(tracer.finishedSpans.count == 1)
        #expect(span.operationName == "chat gpt-4o")
        #expect(span.kind == .client)
        let attributes = span.attributes
        #expect(attributes["gen_ai.operation.name"]?.toSpanAttribute() == .string("chat"))
        #expect(attributes["gen_ai.provider.name"]?.toSpanAttribute() == .string("openai"))
        #expect(attributes["gen_ai.request.model"]?.toSpanAttribute() == .string("gpt-4o"))
        #expect(attributes["gen_ai.request.max_tokens"]?.toSpanAttribute() == .int64(100))
        #expect(attributes["gen_ai.request.temperature"]?.toSpanAttribute() == .double(0.5))
        #expect(attributes["gen_ai.response.id"]?.toSpanAttribute() == .string("chatcmpl-7"))
        #expect(attributes["gen_ai.response.model"]?.toSpanAttribute() == .string("gpt-4o-2024-08-06"))
        #expect(attributes["gen_ai.response.finish_reasons"]?.toSpanAttribute() == .stringArray(["stop"]))
        #expect(attributes["gen_ai.usage.input_tokens"]?.toSpanAttribute() == .int64(12))
        #expect(attributes["gen_ai.usage.output_tokens"]?.toSpanAttribute() == .int64(3))
        #expect(attributes["server.address"]?.toSpanAttribute() == .string("127.0.0.1"))
        #expect(attributes["error.type"] == nil)

        let duration = try metrics.expectRecorder("gen_ai.client.operation.duration", [
            ("gen_ai.operation.name", "chat"), ("gen_ai.provider.name", "openai"), ("gen_ai.request.model", "gpt-4o"),
            ("gen_ai.response.model", "gpt-4o-2024-08-06"), ("server.address", "127.0.0.1"),
        ])
        #expect(duration.values.count == 1)
        #expect((duration.lastValue ?? -1) >= 0 && (duration.lastValue ?? 99) < 60, "seconds")
        let tokens = metrics.recorders(label: "gen_ai.client.token.usage")
        #expect(Set(tokens.compactMap { recorder in recorder.dimensions.first { $0.0 == "gen_ai.token.type" }.map { "\($0.1)=\(recorder.lastValue ?? -1)" } }) == ["input=12.0", "output=3.0"])

        let record = try #require(logs.all.first)
        #expect(logs.all.count == 1)
        #expect(record.level == .info)
        #expect(record.message.hasPrefix("chat gpt-4o: 200 in "))
        #expect(record.metadata["request_id"] == "req_7")
        #expect(record.metadata["input_tokens"]?.description == "12")
        #expect(record.metadata["attempts"]?.description == "1")
        let printed = "\(record.message) \(record.metadata)"
        #expect(!printed.contains("secret prompt") && !printed.contains("private answer") && !printed.contains("sk-observed"))
    }

    @Test func theLogLineCountsTheAttemptsTheRetryLoopMade() async throws {
        let overloaded = Loopback.json(["error": ["message": "busy", "type": "server_error"]], status: 503)
        let base = try await Loopback.session([overloaded, overloaded, Loopback.json(Self.chatReply)])
        var core = core(base)
        core.retryPolicy = RetryPolicy(maxRetries: 2, initialDelay: 0, maxDelay: 0, jitter: 0)
        _ = try await core.send(try chatRequest(), as: JSONValue.self)
        let record = try #require(logs.all.first)
        #expect(logs.all.count == 1, "one line per call, however many attempts")
        #expect(record.metadata["attempts"]?.description == "3")
        #expect(record.metadata["status"]?.description == "200")
    }

    @Test func aClaudeStreamsSpanEndsAtItsLastEvent() async throws {
        let events = [
            #"event: message_start"# + "\n" + #"data: {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"stop_reason":null,"usage":{"input_tokens":25,"output_tokens":1}}}"#,
            #"event: content_block_delta"# + "\n" + #"data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}"#,
            #"event: message_delta"# + "\n" + #"data: {"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":9}}"#,
            #"event: message_stop"# + "\n" + #"data: {"type":"message_stop"}"#,
        ]
        let base = try await Loopback.session([Loopback.events(events)])
        var request = RequestComponents(method: "POST", path: "/messages", operation: "messages_post")
        try request.setJSONBody(["model": "claude-sonnet-4-5", "max_tokens": 64, "stream": true] as JSONValue)
        let body = try await core(base).sendStreaming(request).value
        #expect(tracer.finishedSpans.isEmpty, "the span is open while the stream is")
        var bytes = 0
        for try await chunk in body { bytes += chunk.count }
        #expect(bytes > 0)
        let span = try #require(tracer.finishedSpans.first)
        #expect(span.operationName == "chat claude-sonnet-4-5")
        #expect(span.attributes["gen_ai.provider.name"]?.toSpanAttribute() == .string("anthropic"))
        #expect(span.attributes["gen_ai.response.id"]?.toSpanAttribute() == .string("msg_1"))
        #expect(span.attributes["gen_ai.usage.input_tokens"]?.toSpanAttribute() == .int64(25))
        #expect(span.attributes["gen_ai.usage.output_tokens"]?.toSpanAttribute() == .int64(9))
        #expect(span.attributes["gen_ai.response.finish_reasons"]?.toSpanAttribute() == .stringArray(["end_turn"]))
        #expect(span.events.contains { $0.name == "first_event" })
        #expect(logs.all.first?.metadata["events"]?.description == "4")
    }

    @Test func anAnthropicOperationOnAGatewayIsAnthropics() async throws {
        let base = try await Loopback.session([Loopback.json(["id": "msg_2", "type": "message", "model": "claude-haiku-4-5", "stop_reason": "end_turn", "usage": ["input_tokens": 1, "output_tokens": 2]])])
        var request = RequestComponents(method: "POST", path: "/messages", operation: "messages_post")
        try request.setJSONBody(["model": "claude-haiku-4-5", "max_tokens": 8] as JSONValue)
        _ = try await core(base).send(request, as: JSONValue.self)
        let span = try #require(tracer.finishedSpans.first)
        #expect(span.attributes["gen_ai.provider.name"]?.toSpanAttribute() == .string("anthropic"))
        #expect(span.attributes["gen_ai.response.finish_reasons"]?.toSpanAttribute() == .stringArray(["end_turn"]))
    }

    @Test func aFailedCallIsAnErrorSpanAWarningAndADurationWithItsType() async throws {
        let base = try await Loopback.session([Loopback.json(["type": "error", "error": ["type": "overloaded_error", "message": "Overloaded"]], status: 529)])
        await #expect(throws: AIClientError.self) { _ = try await core(base).send(try chatRequest(), as: JSONValue.self) }
        let span = try #require(tracer.finishedSpans.first)
        #expect(span.attributes["error.type"]?.toSpanAttribute() == .string("529"))
        #expect(span.status?.code == .error)
        #expect(logs.all.first?.level == .warning)
        #expect(logs.all.first?.message.contains("failed (529)") == true)
        let durations = metrics.recorders(label: "gen_ai.client.operation.duration")
        #expect(durations.count == 1)
        #expect(durations.first?.dimensions.contains { $0.0 == "error.type" && $0.1 == "529" } == true)
        #expect(metrics.recorders(label: "gen_ai.client.token.usage").isEmpty)
    }

    @Test func aStreamLeftEarlyEndsItsSpanAsCancelled() async throws {
        let events = (0..<50).map { #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","model":"gpt-4o","choices":[{"index":0,"delta":{"content":"x"},"finish_reason":null}]}"# + String(repeating: " ", count: $0) }
        let base = try await Loopback.session([Loopback.events(events)])
        var request = try chatRequest()
        request.body = .json(Data(#"{"model":"gpt-4o","stream":true,"messages":[]}"#.utf8))
        do {
            let body = try await core(base).sendStreaming(request).value
            for try await _ in body { break }
        }
        // The iterator is gone: the span ended (bounded wait for the release to run).
        for _ in 0..<100 where tracer.finishedSpans.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        let span = try #require(tracer.finishedSpans.first)
        #expect(span.attributes["error.type"]?.toSpanAttribute() == .string("cancelled"))
    }

    @Test func aCallThatIsNoModelOperationHasNoGenAIData() async throws {
        let base = try await Loopback.session([Loopback.json(["object": "list", "data": []])])
        _ = try await core(base).send(RequestComponents(method: "GET", path: "/files", operation: "listFiles"), as: JSONValue.self)
        let span = try #require(tracer.finishedSpans.first)
        #expect(span.operationName == "listFiles")
        #expect(span.attributes["gen_ai.operation.name"] == nil)
        #expect(span.attributes["http.response.status_code"]?.toSpanAttribute() == .int64(200))
        #expect(metrics.recorders.isEmpty)
        #expect(logs.all.first?.message.hasPrefix("listFiles: 200 in ") == true)
    }
}
