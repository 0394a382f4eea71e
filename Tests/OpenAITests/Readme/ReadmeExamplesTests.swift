import AIClientRuntime
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
        let completion = try await client.chat.completions.create(.init(
            messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
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
            let after = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "after" }?.value
            let ids = after == nil ? ["file-1", "file-2"] : ["file-3"]
            let data = ids.map { #"{"id":"\#($0)","object":"file","bytes":1,"created_at":1,"filename":"a.jsonl","purpose":"batch","status":"processed"}"# }
            return .init(body: #"{"object":"list","data":[\#(data.joined(separator: ","))],"first_id":"\#(ids[0])","last_id":"\#(ids.last ?? "")","has_more":\#(after == nil)}"#)
        }
        let client = OpenAIClient(apiKey: "sk-test", transport: transport)
        var seen: [String] = []
        for try await file in client.files.list(limit: 100) {
            seen.append(file.id)
        }
        #expect(seen == ["file-1", "file-2", "file-3"])
        #expect(transport.sent.count == 2)
        let page = try await client.files.list()
        #expect(page.data.count == 2)
    }

    @Test func errorsCarryStatusMessageAndRequestID() async throws {
        let transport = TableTransport { _ in
            .init(status: 404, headers: ["x-request-id": "req_42", "content-type": "application/json"],
                  body: #"{"error":{"message":"The model 'nope' does not exist","type":"invalid_request_error","param":null,"code":"model_not_found"}}"#)
        }
        let client = OpenAIClient(apiKey: "sk-secret-key", transport: transport)
        do {
            _ = try await client.models.retrieve(model: "nope")
            Issue.record("expected an error")
        } catch let error as AIClientError where error.kind == .http {
            #expect(error.status == 404)
            #expect(error.providerError?.message == "The model 'nope' does not exist")
            #expect(error.requestID == "req_42")
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
        let (models, response) = try await HTTPResponseInfo.capture { try await client.models.list() }
        #expect(models.data.isEmpty)
        #expect(response?.requestID == "req_7")
        #expect(response?.rateLimits.requests?.remaining == 99)
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
