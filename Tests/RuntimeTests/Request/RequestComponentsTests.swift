import Foundation
import Testing
@testable import AIClientRuntime

@Suite struct RequestComponentsTests {
    let core = APIClientCore(
        baseURL: URL(string: "https://api.example.com/v1/")!, defaultHeaders: ["OpenAI-Beta": "assistants=v2"],
        authentication: .bearer("sk-secret"), transport: FailingTransport())

    @Test func pathParametersAreEncodedAsOneSegment() throws {
        let request = try RequestComponents(
            method: "GET", pathTemplate: "/threads/{thread_id}/messages/{message_id}",
            parameters: ["thread_id": "thread/../a b", "message_id": "msg_1"])
        #expect(request.path == "/threads/thread%2F..%2Fa%20b/messages/msg_1")
    }

    @Test(arguments: ["", ".", ".."])
    func unusablePathParametersThrowBeforeSending(value: String) {
        let error = #expect(throws: AIClientError.self) {
            _ = try RequestComponents(method: "DELETE", pathTemplate: "/files/{file_id}", parameters: ["file_id": value])
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.description.contains("path parameter 'file_id' of DELETE /files/{file_id}") == true)
    }

    @Test func missingPathParameterThrows() {
        let error = #expect(throws: AIClientError.self) {
            _ = try RequestComponents(method: "GET", pathTemplate: "/models/{model}", parameters: [:])
        }
        #expect(error?.message == "no value for path parameter 'model' of GET /models/{model}")
    }

    @Test func makeRequestLayersHeadersQueryAndBody() throws {
        var components = try RequestComponents(method: "POST", pathTemplate: "/threads/{id}/runs", parameters: ["id": "t1"])
        components.query.append("include", ["step_details"], style: .bracketed)
        components.headers["OpenAI-Beta"] = "assistants=v3"
        try components.setJSONBody(["model": "gpt-4o", "url": "https://x/y"] as JSONValue)
        let options = RequestOptions(
            extraHeaders: ["X-Trace": "1"], extraQuery: [("debug", "true")],
            extraBody: ["model": "gpt-5", "seed": 7], timeout: 30)
        let request = try core.makeRequest(components, options: options)
        #expect(request.url.absoluteString == "https://api.example.com/v1/threads/t1/runs?include%5B%5D=step_details&debug=true")
        #expect(request.headers["openai-beta"] == "assistants=v3")
        #expect(request.headers["x-trace"] == "1")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["authorization"] == nil)  // added per attempt, not here
        #expect(request.timeout == 30)
        guard case .data(let body)? = request.body else {
            Issue.record("expected an in-memory body")
            return
        }
        // Sorted keys, slashes not escaped, extra fields merged (and winning).
        #expect(String(decoding: body, as: UTF8.self) == #"{"model":"gpt-5","seed":7,"url":"https://x/y"}"#)
    }

    @Test func baseURLQueryStaysAndPathGoesBeforeIt() throws {
        var core = core
        core.baseURL = URL(string: "https://res.openai.azure.com/openai?api-version=2024-10-21")!
        core.defaultQuery = [("extra", "1")]
        let request = try core.makeRequest(RequestComponents(method: "GET", path: "/models"))
        #expect(request.url.absoluteString == "https://res.openai.azure.com/openai/models?api-version=2024-10-21&extra=1")
    }

    @Test func rawPathQueryIsKeptAndHeaderParametersAreSpelledOut() throws {
        var components = RequestComponents(method: "GET", path: "/files?purpose=batch")
        components.query.append("limit", 2)
        components.headers.set("anthropic-beta", ["files-api-2025-04-14", "mcp"])
        components.headers.set("x-stream", true)
        components.headers.set("x-none", nil)
        let request = try core.makeRequest(components)
        #expect(request.url.absoluteString == "https://api.example.com/v1/files?purpose=batch&limit=2")
        #expect(request.headers["anthropic-beta"] == "files-api-2025-04-14,mcp")
        #expect(request.headers["x-stream"] == "true")
        #expect(request.headers["x-none"] == nil)
    }

    @Test func extraBodyNeedsAJSONObject() {
        let components = RequestComponents(method: "POST", path: "/upload", body: .data(Data([1, 2]), contentType: "application/octet-stream"))
        let error = #expect(throws: AIClientError.self) {
            _ = try core.makeRequest(components, options: RequestOptions(extraBody: ["a": 1]))
        }
        #expect(error?.kind == .invalidRequest)
        let noBody = try? core.makeRequest(RequestComponents(method: "POST", path: "/x"), options: RequestOptions(extraBody: ["a": 1]))
        if case .data(let data)? = noBody?.body {
            #expect(String(decoding: data, as: UTF8.self) == #"{"a":1}"#)
        } else {
            Issue.record("extra fields without a body should become the body")
        }
    }

    @Test func authenticationIsAppliedAndSecretHeadersAreRedacted() async throws {
        let request = try await Authentication.bearer("sk-secret").authorize(core.makeRequest(RequestComponents(method: "GET", path: "/models")))
        #expect(request.headers["Authorization"] == "Bearer sk-secret")
        #expect(!request.headers.description.contains("sk-secret"))
        let anthropic = try await Authentication.header("x-api-key", "sk-ant").authorize(request)
        #expect(anthropic.headers["x-api-key"] == "sk-ant")
    }
}

/// A transport for tests that must not reach the network.
struct FailingTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw AIClientError.transport(URLError(.notConnectedToInternet), url: request.url)
    }
}
