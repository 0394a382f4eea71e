import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// A member the spec makes optional but allows one value for (`type: "message"` on an easy input
/// message) reaches the wire only when the caller sets it; required tags are always sent.
@Suite struct OptionalConstantRequestTests {
    static let reply: JSONValue = [
        "id": "resp_1", "object": "response", "created_at": 1, "status": "completed", "model": "gpt-5", "output": [],
    ]

    @Test func optionalConstantIsSentOnlyWhenSet() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.reply), .json(Self.reply)])
        let client = OpenAIClient.loopback(session)
        let plain = EasyInputMessage(role: .user, content: "Hi")
        let tagged = EasyInputMessage(role: .user, content: "Hi", type: "message")

        _ = try await client.responses.create(.init(model: "gpt-5", input: .inputItemList([.message(plain)])))
        _ = try await client.responses.create(.init(model: "gpt-5", input: .inputItemList([.message(tagged)])))

        let requests = try await session.requests()
        try #require(requests.count == 2)
        #expect(requests[0].bodyJSON?["input"] == [["role": "user", "content": "Hi"]])
        #expect(requests[1].bodyJSON?["input"] == [["role": "user", "content": "Hi", "type": "message"]])
    }

    @Test func requiredConstantTagIsAlwaysSent() throws {
        let tool = FunctionTool(name: "lookup", parameters: nil, strict: nil)
        let json = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(tool))
        #expect(json["type"] == "function")
    }
}
