import AIClientRuntime
import Anthropic
import Foundation
import Testing

private struct OneReply: HTTPTransport {
    var body: String
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        // Echo the request's headers back as response headers prefixed with `echo-`, so the
        // test can see what was sent without keeping state.
        var headers: HTTPHeaders = ["content-type": "application/json"]
        for field in request.headers { headers.add("echo-" + field.name.lowercased(), field.value) }
        if case .data(let data)? = request.body { headers.add("echo-body", String(decoding: data, as: UTF8.self)) }
        return HTTPResponse(status: 200, headers: headers, body: HTTPResponseBody(Data(body.utf8)))
    }
}

@Suite struct AnthropicReadmeExamplesTests {
    @Test func createMessage() async throws {
        let reply = #"{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[{"type":"text","text":"Hello!"}],"stop_reason":"end_turn","stop_sequence":null,"usage":{"input_tokens":3,"output_tokens":2}}"#
        let claude = AnthropicClient(apiKey: "sk-ant-secret", betas: ["a-beta", "b-beta"], transport: OneReply(body: reply))
        let (message, response) = try await HTTPResponseInfo.capture {
            // README: using-anthropic
            let message = try await claude.messages.create(.init(
                model: "claude-sonnet-4-5", messages: [.user("Hello, Claude")], maxTokens: 1024))
            // README: end
            return message
        }
        #expect(message.id == "msg_1")
        #expect(response?.headers["echo-x-api-key"] == "sk-ant-secret")
        #expect(response?.headers["echo-anthropic-version"] == "2026-10-21")
        #expect(response?.headers["echo-anthropic-beta"] == "a-beta,b-beta")
        let body = try #require(response?.headers["echo-body"])
        #expect(body.contains(#""content":"Hello, Claude""#))
        #expect(body.contains(#""max_tokens":1024"#))
        #expect(!String(describing: claude).contains("sk-ant-secret"))
    }
}
