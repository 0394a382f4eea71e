import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI

/// Scripted answers shared by the provider tests: a chat completion, a two-chunk stream and
/// an error in the provider's envelope.
enum ProviderFixtures {
    static let chatCompletion: JSONValue = [
        "id": "chatcmpl-1", "object": "chat.completion", "created": 1_700_000_000, "model": "m",
        "choices": [["index": 0, "message": ["role": "assistant", "content": "Hello"], "finish_reason": "stop"]],
    ]

    static func chunk(_ content: String, finish: String?) -> String {
        let reason = finish.map { "\"\($0)\"" } ?? "null"
        return #"data: {"id":"chatcmpl-1","object":"chat.completion.chunk","created":1700000000,"model":"m","choices":[{"index":0,"delta":{"content":"\#(content)"},"finish_reason":\#(reason)}]}"# + "\n\n"
    }

    static let stream = MockResponse.text(
        chunk("Hel", finish: nil) + chunk("lo", finish: "stop") + "data: [DONE]\n\n",
        headers: ["Content-Type": "text/event-stream"])

    static func openAIError(_ message: String, status: Int = 400) -> MockResponse {
        .json(["error": ["message": .string(message), "type": "invalid_request_error", "param": .null, "code": "bad"]], status: status)
    }

    static let request = CreateChatCompletionRequest(messages: [.user("Hi")], model: "my-model")

    /// The headers every OpenAI-compatible JSON request carries, besides the provider's.
    static func jsonHeaders(_ extra: [String: String]) -> [String: String] {
        var headers = ["accept": "application/json", "content-type": "application/json", "user-agent": UserAgent.value]
        headers.merge(extra) { _, new in new }
        return headers
    }

    /// `headers` without `accept`, which streams set on their own.
    static func withoutAccept(_ headers: [String: String]) -> [String: String] {
        headers.filter { $0.key != "accept" }
    }
}
