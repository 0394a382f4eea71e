import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// A response that is valid JSON never fails to decode because the API grew, and what was
/// kept re-encodes unchanged.
@Suite struct ForwardCompatibilityTests {
    func json(_ data: Data) throws -> NSObject? {
        try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? NSObject
    }

    @Test func unknownEnumValueIsKeptAndReencoded() throws {
        let decoded = try JSONDecoder().decode([ChatCompletionRole].self, from: Data(#"["assistant","narrator"]"#.utf8))
        #expect(decoded == [.assistant, .unknown("narrator")])
        #expect(String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self) == #"["assistant","narrator"]"#)
    }

    @Test func openStringEnumsTakeAnyModelName() throws {
        let known: ModelIdsShared = "gpt-4o"
        let future: ModelIdsShared = "gpt-99-turbo"
        #expect(known.rawValue == "gpt-4o")
        #expect(future == .unknown("gpt-99-turbo"))
        #expect(String(decoding: try JSONEncoder().encode(future), as: UTF8.self) == #""gpt-99-turbo""#)
    }

    @Test func knownStreamEventDecodesToItsCase() throws {
        let text = #"{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"content_index":0,"delta":"Hi","sequence_number":3,"logprobs":[]}"#
        let event = try JSONDecoder().decode(ResponseStreamEvent.self, from: Data(text.utf8))
        guard case .outputTextDelta(let delta) = event else {
            Issue.record("expected .outputTextDelta, got \(event)")
            return
        }
        #expect(delta.delta == "Hi")
        #expect(delta.sequenceNumber == 3)
    }

    @Test func unknownStreamEventTypeIsKeptWhole() throws {
        let text = #"{"type":"response.hologram.delta","sequence_number":9,"hologram":{"frames":[1,2]}}"#
        let event = try JSONDecoder().decode(ResponseStreamEvent.self, from: Data(text.utf8))
        guard case .unknown(let raw) = event else {
            Issue.record("expected .unknown, got \(event)")
            return
        }
        #expect(raw["hologram"]?["frames"]?[1] == 2)
        #expect(try json(JSONEncoder().encode(event)) == json(Data(text.utf8)))
    }

    @Test func unknownUnionVariantWithoutATagIsKept() throws {
        // `content` of a user message is a string or an array of parts; a number is neither.
        let text = #"{"role":"user","content":42}"#
        let message = try JSONDecoder().decode(ChatCompletionRequestMessage.self, from: Data(text.utf8))
        guard case .user(let user) = message, case .unknown(let raw) = user.content else {
            Issue.record("expected a user message with unknown content, got \(message)")
            return
        }
        #expect(raw == 42)
        #expect(try json(JSONEncoder().encode(message)) == json(Data(text.utf8)))
    }

    @Test func unknownFieldsAreIgnored() throws {
        let text = #"{"type":"response.output_text.delta","item_id":"m","output_index":0,"content_index":0,"delta":"x","sequence_number":1,"logprobs":[],"obfuscation":"abc","brand_new":{"a":1}}"#
        let event = try JSONDecoder().decode(ResponseTextDeltaEvent.self, from: Data(text.utf8))
        #expect(event.delta == "x")
        let reencoded = try #require(json(JSONEncoder().encode(event)) as? NSDictionary)
        #expect(reencoded["brand_new"] == nil)
        #expect(reencoded["delta"] as? String == "x")
    }

    /// The README's example, kept compiling and true.
    @Test func readmeExample() throws {
        let message = ChatCompletionRequestMessage.user(.init(content: "Write a haiku about Swift"))
        let data = try JSONEncoder().encode(message)
        #expect(try json(data) == json(Data(#"{"role":"user","content":"Write a haiku about Swift"}"#.utf8)))
        let decoded = try JSONDecoder().decode(ChatCompletionRequestMessage.self, from: data)
        guard case .user(let user) = decoded, case .textContent(let text) = user.content else {
            Issue.record("expected a user message with text, got \(decoded)")
            return
        }
        #expect(text == "Write a haiku about Swift")
    }

    @Test func requiredNullableMembersAreSentAsNull() throws {
        // `ChatCompletionResponseMessage.content` is required and nullable.
        let message = ChatCompletionResponseMessage(content: nil, refusal: nil)
        let object = try #require(json(JSONEncoder().encode(message)) as? NSDictionary)
        #expect(object["content"] is NSNull)
        #expect(object["role"] as? String == "assistant")
    }
}
