import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// `JSONValue(encoding:)` writes the JSON value directly (issue 31). On the generated models
/// (unions, open enums, optionals, free-form `JSONValue` members) it must give what it gave
/// before, when it wrote JSON text with `JSONEncoder()` and read it back: every recorded chat
/// and Responses request and response, decoded into its model, is converted both ways.
@Suite struct JSONValueEncodingAgreementTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/recorded/openai.jsonl")

    /// The JSON request and response bodies recorded for POSTs to `path`.
    static func recorded(_ path: String) throws -> (requests: [Data], responses: [Data]) {
        let text = try String(contentsOf: file, encoding: .utf8)
        var requests: [Data] = []
        var responses: [Data] = []
        for line in text.split(separator: "\n") {
            let record = try JSONCoding.decoder.decode(JSONValue.self, from: String(line))
            guard record["method"] == "POST", record["url"]?.stringValue?.split(separator: "?").first.map(String.init) == "api.openai.com/v1" + path else {
                continue
            }
            if case .object? = record["request_body"], let body = record["request_body"] { requests.append(Data(body.description.utf8)) }
            if case .object? = record["response_body"], let body = record["response_body"] { responses.append(Data(body.description.utf8)) }
        }
        return (requests, responses)
    }

    static func throughText<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONCoding.decoder.decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    /// How many of `bodies` decoded as `T` and converted to the same value both ways.
    func compare<T: Codable>(_ type: T.Type, _ bodies: [Data], sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        var agreed = 0
        for body in bodies {
            guard let value = try? JSONCoding.decoder.decode(T.self, from: body) else { continue }
            let direct = try JSONValue(encoding: value)
            let expected = try Self.throughText(value)
            #expect(direct == expected, "\(T.self): \(direct) ≠ \(expected)", sourceLocation: sourceLocation)
            if direct == expected { agreed += 1 }
        }
        return agreed
    }

    @Test func chatCompletionRequestsAndResponses() throws {
        let chat = try Self.recorded("/chat/completions")
        #expect(try compare(CreateChatCompletionRequest.self, chat.requests) >= 30)
        #expect(try compare(CreateChatCompletionResponse.self, chat.responses) >= 20)
    }

    @Test func responsesRequestsAndResponses() throws {
        let responses = try Self.recorded("/responses")
        #expect(try compare(CreateResponse.self, responses.requests) >= 30)
        #expect(try compare(Response.self, responses.responses) >= 30)
    }

    /// A request with a tool whose JSON schema holds whole and fractional numbers, and a
    /// Responses request whose input is a list of items (a union).
    @Test func requestsWithSchemasAndItemLists() throws {
        let chat = try JSONCoding.decoder.decode(CreateChatCompletionRequest.self, from: #"""
            {"model": "gpt-4o", "temperature": 1.0, "top_p": 0.5, "seed": 9007199254740993,
             "messages": [{"role": "system", "content": "Be brief."},
                          {"role": "user", "content": [{"type": "text", "text": "Hi"},
                                                       {"type": "image_url", "image_url": {"url": "https://example.com/a.png", "detail": "low"}}]}],
             "tools": [{"type": "function", "function": {"name": "weather", "strict": true,
                        "parameters": {"type": "object", "properties": {"days": {"type": "integer", "minimum": 1.0, "maximum": 1e20},
                                                                         "ratio": {"type": "number", "multipleOf": 0.25}},
                                       "required": ["days"], "additionalProperties": false}}}],
             "response_format": {"type": "json_schema", "json_schema": {"name": "out", "schema": {"type": "object"}}},
             "metadata": {"k": "v"}}
            """#)
        let direct = try JSONValue(encoding: chat)
        #expect(direct == (try Self.throughText(chat)))
        #expect(direct["temperature"] == .integer(1))
        #expect(direct["tools"]?[0]?["function"]?["parameters"]?["properties"]?["days"]?["maximum"] == .exactNumber("100000000000000000000"))

        var request = CreateResponse(model: "gpt-5", input: "Hi")
        #expect(try JSONValue(encoding: request) == (try Self.throughText(request)))
        request = try JSONCoding.decoder.decode(CreateResponse.self, from: #"""
            {"model": "gpt-5", "input": [{"role": "user", "content": [{"type": "input_text", "text": "Hi"}]},
                                         {"type": "function_call_output", "call_id": "c1", "output": "{\"t\": 21.5}"},
                                         {"type": "some_future_item", "x": [1, 2.5, null]}],
             "tools": [{"type": "function", "name": "f", "parameters": {"type": "object"}, "strict": false}],
             "reasoning": {"effort": "low"}, "max_output_tokens": 100}
            """#)
        #expect(try JSONValue(encoding: request) == (try Self.throughText(request)))
    }
}
