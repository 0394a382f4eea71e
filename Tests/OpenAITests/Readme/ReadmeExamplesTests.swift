import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// A transport that answers from a table, the way a user's own transport plugs in; it keeps
/// the requests so the tests can check what was sent.
final class TableTransport: HTTPTransport, @unchecked Sendable {
    struct Reply {
        var status: Int = 200
        var headers: HTTPHeaders = ["content-type": "application/json"]
        var body: String
    }

    private let lock = NSLock()
    private var requests: [HTTPRequest] = []
    private let replies: @Sendable (HTTPRequest) -> Reply

    init(_ replies: @escaping @Sendable (HTTPRequest) -> Reply) {
        self.replies = replies
    }

    var sent: [HTTPRequest] {
        lock.withLock { requests }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { requests.append(request) }
        let reply = replies(request)
        return HTTPResponse(status: reply.status, headers: reply.headers, body: HTTPResponseBody(Data(reply.body.utf8)))
    }
}

/// The README's examples, run against a table transport: they must compile and do what the
/// README says.
@Suite struct ReadmeExamplesTests {
    static let completion = #"{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":"gpt-4o","choices":[{"index":0,"finish_reason":"stop","logprobs":null,"message":{"role":"assistant","content":"Swift code takes flight","refusal":null}}]}"#

    @Test func chatCompletion() async throws {
        let transport = TableTransport { _ in .init(body: Self.completion) }
        let client = OpenAIClient(apiKey: "sk-test", transport: transport)
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") + "\n" }
        // README: using-openai
        let completion = try await client.chat.completions.create(.init(
            messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
        print(completion.choices.first?.message.content ?? "")
        // README: end
        #expect(printed == "Swift code takes flight\n")
        #expect(completion.choices.first?.message.content == "Swift code takes flight")
        let request = try #require(transport.sent.first)
        #expect(request.method == "POST")
        #expect(request.url.path.hasSuffix("/v1/chat/completions"))
        let body = try JSONSerialization.jsonObject(with: try #require(request.bodyData)) as? [String: Any]
        let message = (body?["messages"] as? [[String: Any]])?.first
        #expect(message?["role"] as? String == "user")
        #expect(message?["content"] as? String == "Write a haiku about Swift")
        #expect(body?["stream"] == nil)
    }

    @Test func listsFollowEveryPage() async throws {
        let transport = TableTransport { request in
            if request.url.path.hasSuffix("/models") { return .init(body: #"{"object":"list","data":[]}"#) }
            let after = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "after" }?.value
            let ids = after == nil ? ["file-1", "file-2"] : ["file-3"]
            let data = ids.map { #"{"id":"\#($0)","object":"file","bytes":1,"created_at":1,"filename":"a.jsonl","purpose":"batch","status":"processed"}"# }
            return .init(body: #"{"object":"list","data":[\#(data.joined(separator: ","))],"first_id":"\#(ids[0])","last_id":"\#(ids.last ?? "")","has_more":\#(after == nil)}"#)
        }
        let client = OpenAIClient(apiKey: "sk-test", transport: transport)
        var seen: [String] = []
        func print(_ id: String) { seen.append(id) }
        // README: lists
        let page = try await client.models.list()                    // one page
        for try await file in client.files.list(limit: 100) {         // every file, page after page
            print(file.id)
        }
        // README: end
        #expect(page.data.isEmpty)
        #expect(seen == ["file-1", "file-2", "file-3"])
        #expect(transport.sent.count == 3)
        let files = try await client.files.list()
        #expect(files.data.count == 2)
    }

    /// Issue 33: a `switch` over the open kinds, with `message` and `retryAfter`.
    @Test func errorsSwitchOverOpenKinds() async throws {
        try await Self.errorsSwitch(
            transport: TableTransport { _ in .init(status: 429, headers: ["retry-after": "2", "content-type": "application/json"],
                                                   body: #"{"error":{"message":"Rate limit reached","type":"requests"}}"#) },
            printed: "rate limited; retry after 2.0 s")
        try await Self.errorsSwitch(
            transport: UnreachableTransport(),
            printed: "the request failed before a response arrived: URLError -1004 (cannot connect to host)")
    }

    struct UnreachableTransport: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw URLError(.cannotConnectToHost) }
    }

    static func errorsSwitch(transport: any HTTPTransport, printed expected: String) async throws {
        let client = OpenAIClient(apiKey: "sk-secret-key", retryPolicy: .none, transport: transport, environment: [:])
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") }
        // README: errors-switch
        do { _ = try await client.models.retrieve(model: "gpt-4o") }
        catch let error as AIClientError {
            switch error.kind {
            case .http where error.status == 429: print("rate limited; retry after", error.retryAfter ?? 1, "s")
            case .http: print("HTTP", error.status ?? 0, error.message ?? "")
            default: print(error.message ?? "")   // .transport, .timeout, …, and kinds to come
            }
        }
        // README: end
        #expect(printed == expected)
    }

    @Test func errorsCarryStatusMessageAndRequestID() async throws {
        let transport = TableTransport { _ in
            .init(status: 404, headers: ["x-request-id": "req_42", "content-type": "application/json"],
                  body: #"{"error":{"message":"The model 'nope' does not exist","type":"invalid_request_error","param":null,"code":"model_not_found"}}"#)
        }
        let client = OpenAIClient(apiKey: "sk-secret-key", transport: transport)
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") }
        // README: errors
        do { _ = try await client.models.retrieve(model: "nope") }
        catch let error as AIClientError where error.kind == .http {
            print(error.status ?? 0, error.providerError?.message ?? "", error.requestID ?? "")
        }
        // README: end
        #expect(printed == "404 The model 'nope' does not exist req_42")
        try await Self.errorsSwitch(transport: transport, printed: "HTTP 404 The model 'nope' does not exist")
        do {
            _ = try await client.models.retrieve(model: "nope")
            Issue.record("expected an error")
        } catch let error as AIClientError where error.kind == .http {
            #expect(!String(describing: error).contains("sk-secret-key"))
        }
        #expect(!String(describing: client).contains("sk-secret-key"))
    }

    @Test func responseInfoOfAnyCall() async throws {
        let transport = TableTransport { _ in
            .init(headers: ["x-request-id": "req_7", "x-ratelimit-remaining-requests": "99", "content-type": "application/json"],
                  body: #"{"object":"list","data":[]}"#)
        }
        let client = OpenAIClient(apiKey: "sk-test", transport: transport)
        var printed = ""
        func print(_ items: Any...) { printed += items.map { "\($0)" }.joined(separator: " ") }
        // README: response-info
        let (models, response) = try await HTTPResponseInfo.capture { try await client.models.list() }
        print(response?.requestID ?? "", response?.rateLimits.requests?.remaining ?? 0)
        // README: end
        #expect(printed == "req_7 99")
        #expect(models.data.isEmpty)
        #expect(response?.requestID == "req_7")
        #expect(response?.rateLimits.requests?.remaining == 99)
    }

    @Test func uploadsAndDownloadsStreamFromAndToDisk() async throws {
        let bigFileURL = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString).jsonl")
        let destinationURL = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString).jsonl")
        try Data("{\"custom_id\":\"1\"}\n".utf8).write(to: bigFileURL)
        defer { for url in [bigFileURL, destinationURL] { try? FileManager.default.removeItem(at: url) } }
        let session = try await LoopbackServer.shared().mockSession([
            .json(["id": "file-1", "object": "file", "bytes": 18, "created_at": 1, "filename": "batch.jsonl", "purpose": "batch", "status": "uploaded"]),
            .download(size: 4096),
        ])
        let client = OpenAIClient(apiKey: "sk-test", baseURL: session.baseURL)
        // README: uploads
        let file = try await client.files.create(.init(file: .url(bigFileURL), purpose: .batch))
        try await client.files.content(fileID: file.id, to: destinationURL)
        // README: end
        #expect(try Data(contentsOf: destinationURL).count == 4096)
        let requests = try await session.requests()
        #expect(requests.map(\.path) == ["/files", "/files/file-1/content"])
        #expect(requests.first?.parts?.map(\.name) == ["purpose", "file"])
    }

    @Test func rawCallAndExtraOptions() async throws {
        let transport = TableTransport { _ in .init(body: #"{"done":true}"#) }
        let client = OpenAIClient(apiKey: "sk-test", transport: transport)
        let reply = try await client.core.raw("POST", "/new/thing", body: ["a": 1]).value
        #expect(reply["done"] == true)
        _ = try await client.models.list(options: .init(extraHeaders: ["OpenAI-Beta": "assistants=v2"], extraQuery: [("x", "1")]))
        let request = try #require(transport.sent.last)
        #expect(request.headers["OpenAI-Beta"] == "assistants=v2")
        #expect(request.url.query?.contains("x=1") == true)
    }
}

extension HTTPRequest {
    /// The bytes of an in-memory body.
    var bodyData: Data? {
        if case .data(let data)? = body { return data }
        return nil
    }
}
