import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// What a middleware records of the calls it sees (for the tests: one per middleware).
private final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

/// Records each call (its name, operation, path, whether it streams) and adds a header.
private struct Recording: ClientMiddleware {
    let name: String
    let log: CallLog
    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        log.add("\(name) \(context.operationID ?? "-") \(context.method) \(context.path) streaming=\(context.isStreaming)")
        var request = request
        request.headers["X-Middleware-" + name] = "seen"
        let response = try await next(request, context)
        log.add("\(name) status=\(response.status) attempts=\(context.attempts)")
        return response
    }
}

/// Counts a streamed body's chunks as they pass, as a tracing middleware would (time to first
/// event, end of stream).
private struct ChunkCounting: ClientMiddleware {
    let log: CallLog
    func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        let response = try await next(request, context)
        let log = self.log
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        let body = response.body
        let task = Task {
            var count = 0
            do {
                for try await chunk in body {
                    count += 1
                    continuation.yield(chunk)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
            // Read to its end, or cancelled when the reader stopped at `[DONE]`: either way the
            // stream ended here, as a tracing middleware's span would.
            log.add("ended after \(count) chunks")
        }
        return HTTPResponse(status: response.status, headers: response.headers, body: HTTPResponseBody(stream, onCancel: { task.cancel() }))
    }
}

/// Middlewares against the loopback server: their order, what they know of the call, one call
/// however many attempts, streams, secrets they add, and the model fallback chain.
@Suite(.timeLimit(.minutes(10)))
struct MiddlewareTests {
    static let chatReply: JSONValue = [
        "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-4o",
        "choices": [["index": 0, "finish_reason": "stop", "logprobs": nil,
                     "message": ["role": "assistant", "content": "Hi", "refusal": nil]]],
    ]

    static func refusal(model: String) -> JSONValue {
        [
            "id": "chatcmpl-2", "object": "chat.completion", "created": 1, "model": .string(model),
            "choices": [["index": 0, "finish_reason": "stop", "logprobs": nil,
                         "message": ["role": "assistant", "content": nil, "refusal": "I can't help with that."]]],
        ]
    }

    static let overloaded = MockResponse.json(
        ["type": "error", "error": ["type": "overloaded_error", "message": "Overloaded"]], status: 529)

    @Test func clientMiddlewaresRunBeforeTheCallsOnesAndSeeTheOperation() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.chatReply)])
        let log = CallLog()
        var client = OpenAIClient.loopback(session)
        client.core.middlewares = [Recording(name: "A", log: log)]
        let reply = try await client.chat.completions.create(
            .init(messages: [.user("Hello")], model: "gpt-4o"),
            options: RequestOptions(middlewares: [Recording(name: "B", log: log)]))
        #expect(reply.choices.first?.message.content == "Hi")
        #expect(log.all == [
            "A createChatCompletion POST /chat/completions streaming=false",
            "B createChatCompletion POST /chat/completions streaming=false",
            "B status=200 attempts=1", "A status=200 attempts=1",
        ])
        let request = try await session.onlyRequest()
        #expect(request.headers["x-middleware-a"] == "seen")
        #expect(request.headers["x-middleware-b"] == "seen")
        #expect(request.headers["authorization"] == "Bearer \(OpenAIClient.testKey)", "credentials are added after the middlewares")
    }

    @Test func aMiddlewareSeesOneCallHoweverManyAttemptsItTook() async throws {
        let unavailable = MockResponse.json(["error": ["message": "busy", "type": "server_error"]], status: 503)
        let session = try await LoopbackServer.shared().mockSession([unavailable, unavailable, .json(Self.chatReply)])
        let log = CallLog()
        var client = OpenAIClient.loopback(session, retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: 0.01, maxDelay: 0.02))
        client.core.middlewares = [Recording(name: "A", log: log)]
        let reply = try await client.chat.completions.create(.init(messages: [.user("Hello")], model: "gpt-4o"))
        #expect(reply.id == "chatcmpl-1")
        #expect(log.all.count == 2, "\(log.all)")
        #expect(log.all.last == "A status=200 attempts=3", "the context counts the retry loop's attempts")
        #expect(try await session.requests().count == 3)
    }

    @Test func retriesRedirectsAndCredentialsAreStepsInsideTheMiddlewares() async throws {
        let unavailable = MockResponse.json(["error": ["message": "busy", "type": "server_error"]], status: 503)
        let server = try await LoopbackServer.shared()
        let session = try await server.mockSession([
            unavailable,
            .text("", status: 307, headers: ["Location": "completions?hop=1"]),
            .json(Self.chatReply),
        ])
        struct SeesNoCredentials: ClientMiddleware {
            let log: CallLog
            func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
                log.add("authorization=\(request.headers["Authorization"] ?? "none")")
                return try await next(request, context)
            }
        }
        let log = CallLog()
        var client = OpenAIClient.loopback(session, retryPolicy: RetryPolicy(maxRetries: 2, initialDelay: 0.01, maxDelay: 0.02))
        client.core.middlewares = [Recording(name: "A", log: log), SeesNoCredentials(log: log)]
        let reply = try await client.chat.completions.create(.init(messages: [.user("Hello")], model: "gpt-4o"))
        #expect(reply.id == "chatcmpl-1")
        // One call through the middlewares: the 503's retry and the redirect happen in the
        // steps after them, and the redirect is no extra attempt.
        #expect(log.all == [
            "A createChatCompletion POST /chat/completions streaming=false",
            "authorization=none",
            "A status=200 attempts=2",
        ])
        let requests = try await session.requests()
        #expect(requests.map(\.path) == ["/chat/completions", "/chat/completions", "/chat/completions"])
        #expect(requests.last?.rawQuery == "hop=1")
        #expect(requests.allSatisfy { $0.headers["authorization"] == "Bearer \(OpenAIClient.testKey)" },
                "credentials on every attempt and on the same-origin hop")
        #expect(APIClientCore.requestPath.firstIndex(of: .middlewares) == 0)
    }

    @Test func aStreamIsHandedOnUnreadAndEndsThroughTheMiddleware() async throws {
        let recorded = try #require(RecordedStreams.of("/chat/completions").first { $0.body.contains("[DONE]") }).body
        let session = try await LoopbackServer.shared().mockSession([.text(recorded, headers: ["Content-Type": "text/event-stream"])])
        let log = CallLog()
        var client = OpenAIClient.loopback(session)
        client.core.middlewares = [Recording(name: "A", log: log), ChunkCounting(log: log)]
        var chunks = 0
        for try await _ in try await client.chat.completions.stream(.init(messages: [.user("Hello")], model: "gpt-4o")) {
            chunks += 1
        }
        #expect(chunks > 0)
        // The middleware's reading task ends just after the reader's loop (bounded wait).
        for _ in 0..<200 where !log.all.contains(where: { $0.hasPrefix("ended after ") }) {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        let entries = log.all
        #expect(entries.first == "A createChatCompletion POST /chat/completions streaming=true")
        #expect(entries.contains { $0.hasPrefix("ended after ") }, "\(entries)")
    }

    @Test func aCredentialAMiddlewareAddsIsMaskedInErrors() async throws {
        struct AddsKey: ClientMiddleware {
            func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
                var request = request
                request.headers["X-Api-Key"] = "sk-middleware-secret-0123456789"
                return try await next(request, context)
            }
        }
        let session = try await LoopbackServer.shared().mockSession([
            .json(["error": ["message": "bad key sk-middleware-secret-0123456789", "type": "invalid_request_error"]], status: 400),
        ])
        var client = OpenAIClient.loopback(session)
        client.core.middlewares = [AddsKey()]
        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.chat.completions.create(.init(messages: [.user("Hello")], model: "gpt-4o"))
        }
        #expect(error?.status == 400)
        #expect(try await session.onlyRequest().headers["x-api-key"] == "sk-middleware-secret-0123456789")
        #expect(error.map { String(describing: $0) }?.contains("sk-middleware-secret") == false, "\(String(describing: error))")
    }

    @Test func theReadmeExample() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.overloaded, .json(Self.chatReply)])
        var client = OpenAIClient.loopback(session)
        // README: middleware
        struct Timing: ClientMiddleware {
            func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
                let start = ContinuousClock.now
                let response = try await next(request, context)
                print("\(context.operationID ?? context.path): \(response.status) in \(ContinuousClock.now - start)")
                return response
            }
        }

        // On 529/503 (after the retries) or a refusal, the same request again with the next model.
        client.core.middlewares = [Timing(), ModelFallback(models: ["gpt-4.1", "gpt-4o-mini"])]
        let reply = try await client.chat.completions.create(.init(messages: [.user("Hello")], model: "gpt-5"))
        // README: end
        #expect(reply.id == "chatcmpl-1")
        #expect(try await session.requests().map { $0.bodyJSON?["model"] } == ["gpt-5", "gpt-4.1"])
        #expect(try ReadmeSnippet.mismatch("middleware", source: URL(fileURLWithPath: #filePath)) == nil)
    }

    @Test func theFallbackMovesDownTheChainOnOverloadAndRefusal() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            Self.overloaded, .json(Self.refusal(model: "gpt-4.1")), .json(Self.chatReply),
        ])
        var client = OpenAIClient.loopback(session)
        client.core.middlewares = [ModelFallback(models: ["gpt-4.1", "gpt-4o-mini"])]
        let reply = try await client.chat.completions.create(.init(messages: [.user("Hello")], model: "gpt-5"))
        #expect(reply.id == "chatcmpl-1")
        let models = try await session.requests().map { $0.bodyJSON?["model"] }
        #expect(models == ["gpt-5", "gpt-4.1", "gpt-4o-mini"])
    }

    @Test func theLastModelsAnswerIsTheCallsAndOtherErrorsStopTheChain() async throws {
        // The chain ends on a refusal: that reply is the call's.
        let refused = try await LoopbackServer.shared().mockSession([.json(Self.refusal(model: "a")), .json(Self.refusal(model: "b"))])
        var client = OpenAIClient.loopback(refused)
        client.core.middlewares = [ModelFallback(models: ["b"])]
        let reply = try await client.chat.completions.create(.init(messages: [.user("Hello")], model: "a"))
        #expect(reply.choices.first?.message.refusal == "I can't help with that.")
        #expect(try await refused.requests().count == 2)

        // A 400 is no reason to try another model; neither is a 429 unless asked for.
        let invalid = try await LoopbackServer.shared().mockSession([
            .json(["error": ["message": "bad", "type": "invalid_request_error"]], status: 400),
            .json(["error": ["message": "slow down", "type": "rate_limit_error"]], status: 429),
            .json(Self.chatReply),
        ])
        var strict = OpenAIClient.loopback(invalid)
        strict.core.middlewares = [ModelFallback(models: ["b"])]
        let error = await #expect(throws: AIClientError.self) {
            _ = try await strict.chat.completions.create(.init(messages: [.user("Hello")], model: "a"))
        }
        #expect(error?.status == 400)
        strict.core.middlewares = [ModelFallback(models: ["b"], on: [.rateLimited])]
        let second = try await strict.chat.completions.create(.init(messages: [.user("Hello")], model: "a"))
        #expect(second.id == "chatcmpl-1")
        #expect(try await invalid.requests().map { $0.bodyJSON?["model"] } == ["a", "a", "b"])
    }

    @Test func aCallWithoutAModelPassesThroughTheFallback() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.overloaded])
        var client = OpenAIClient.loopback(session)
        client.core.middlewares = [ModelFallback(models: ["b"])]
        let error = await #expect(throws: AIClientError.self) { _ = try await client.models.list() }
        #expect(error?.status == 529)
        #expect(try await session.requests().count == 1)
    }
}
