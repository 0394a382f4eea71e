import AIClientRuntime
import Foundation

// What turning an `Encodable` into a `JSONValue` costs, the two ways the runtime has done it:
// `JSONValue(encoding:)`, which writes the value directly (issue 31), and what it did before,
// JSON text written with `JSONEncoder()` and read back with `ClientJSONDecoder`. The values have
// the shapes the runtime converts (a request's deep-object query and form fields, a response's
// output fed back as input, a tool's JSON schema), coded as the generated types code them:
// `AnyCodingKey` names, `encodeIfPresent`, unions that encode their case's value. Rounds
// alternate the two ways; medians per way. Each value is checked to come out the same both ways.
//
// Usage: Scripts/bench-encode [--iterations N] [--rounds N]

enum Role: String, Codable { case system, user, assistant, tool }

struct ContentPart: Codable {
    var type: String
    var text: String?
    var imageURL: String?
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(type, forKey: "type")
        try container.encodeIfPresent(text, forKey: "text")
        try container.encodeIfPresent(imageURL, forKey: "image_url")
    }
}

/// A union, as generated: each case encodes its value with the same encoder.
enum Content: Codable {
    case text(String)
    case parts([ContentPart])
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .parts(let value): try value.encode(to: encoder)
        }
    }
}

struct ToolCall: Codable {
    var id: String
    var name: String
    var arguments: String
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(id, forKey: "id")
        try container.encode("function", forKey: "type")
        var function = container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: "function")
        try function.encode(name, forKey: "name")
        try function.encode(arguments, forKey: "arguments")
    }
}

struct Message: Codable {
    var role: Role
    var content: Content?
    var name: String?
    var toolCalls: [ToolCall]?
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(role, forKey: "role")
        try container.encodeIfPresent(content, forKey: "content")
        try container.encodeIfPresent(name, forKey: "name")
        try container.encodeIfPresent(toolCalls, forKey: "tool_calls")
    }
}

struct Tool: Codable {
    var name: String
    var description: String
    var parameters: JSONValue
    var strict: Bool?
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode("function", forKey: "type")
        try container.encode(name, forKey: "name")
        try container.encode(description, forKey: "description")
        try container.encode(parameters, forKey: "parameters")
        try container.encodeIfPresent(strict, forKey: "strict")
    }
}

struct ChatRequest: Codable {
    var model: String
    var messages: [Message]
    var tools: [Tool]
    var temperature: Double?
    var topP: Double?
    var maxTokens: Int?
    var seed: Int64?
    var metadata: [String: String]?
    var stream: Bool?
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(model, forKey: "model")
        try container.encode(messages, forKey: "messages")
        try container.encode(tools, forKey: "tools")
        try container.encodeIfPresent(temperature, forKey: "temperature")
        try container.encodeIfPresent(topP, forKey: "top_p")
        try container.encodeIfPresent(maxTokens, forKey: "max_tokens")
        try container.encodeIfPresent(seed, forKey: "seed")
        try container.encodeIfPresent(metadata, forKey: "metadata")
        try container.encodeIfPresent(stream, forKey: "stream")
    }
}

let schema: JSONValue = [
    "type": "object",
    "properties": [
        "city": ["type": "string", "description": "The city, e.g. Paris"],
        "days": ["type": "integer", "minimum": 1, "maximum": 14],
        "units": ["type": "string", "enum": ["celsius", "fahrenheit"]],
        "threshold": ["type": "number", "multipleOf": 0.5],
    ],
    "required": ["city", "days"],
    "additionalProperties": false,
]

func conversation(_ turns: Int) -> [Message] {
    var messages = [Message(role: .system, content: .text("You are a helpful assistant. Answer briefly."))]
    for turn in 0..<turns {
        messages.append(Message(role: .user, content: .parts([
            ContentPart(type: "text", text: "What is the weather in city number \(turn)?"),
            ContentPart(type: "image_url", imageURL: "https://example.com/images/\(turn).png"),
        ])))
        messages.append(Message(role: .assistant, toolCalls: [ToolCall(id: "call_\(turn)", name: "weather", arguments: #"{"city":"Paris","days":3}"#)]))
        messages.append(Message(role: .tool, content: .text(#"{"temperature": 21.5, "sky": "clear"}"#), name: "weather"))
    }
    return messages
}

let small = ChatRequest(
    model: "gpt-4o", messages: conversation(1), tools: [Tool(name: "weather", description: "Current weather", parameters: schema, strict: true)],
    temperature: 1.0, topP: 0.9, maxTokens: 512, seed: 42, metadata: ["user": "u-1"], stream: nil)
let large = ChatRequest(
    model: "gpt-4o", messages: conversation(40), tools: (0..<8).map { Tool(name: "tool_\($0)", description: "Tool \($0)", parameters: schema, strict: nil) },
    temperature: 0.7, topP: nil, maxTokens: nil, seed: nil, metadata: nil, stream: true)

func argument(_ name: String, default value: Int) -> Int {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1]), number > 0 else { return value }
    return number
}

let iterations = argument("--iterations", default: 2_000)
let rounds = argument("--rounds", default: 7)

func throughText<T: Encodable>(_ value: T) throws -> JSONValue {
    try JSONCoding.decoder.decode(JSONValue.self, from: JSONEncoder().encode(value))
}

/// Microseconds per conversion of `value`, `count` times.
func time(_ count: Int, _ convert: () throws -> JSONValue) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var sink = 0
    for _ in 0..<count {
        if case .object(let members) = try convert() { sink &+= members.count }
    }
    precondition(sink >= 0)
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return seconds / Double(count) * 1e6
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let cases: [(name: String, value: any Encodable, count: Int)] = [
    ("chat request, 1 turn, 1 tool", small, iterations),
    ("chat request, 40 turns, 8 tools", large, max(1, iterations / 20)),
    ("tool JSON schema (JSONValue)", schema, iterations),
]
print("\(rounds) rounds, medians (µs per conversion):")
func padded(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
print("  \(padded("value", 34)) text path     direct   text/direct")
for entry in cases {
    func measure<T: Encodable>(_ value: T) throws -> (text: Double, direct: Double) {
        let agree = try JSONValue(encoding: value) == throughText(value)
        precondition(agree, "the two ways disagree on \(T.self)")
        _ = try time(entry.count) { try throughText(value) }
        _ = try time(entry.count) { try JSONValue(encoding: value) }
        var text: [Double] = []
        var direct: [Double] = []
        for _ in 0..<rounds {
            text.append(try time(entry.count) { try throughText(value) })
            direct.append(try time(entry.count) { try JSONValue(encoding: value) })
        }
        return (median(text), median(direct))
    }
    let (text, direct) = try measure(entry.value)
    print("  \(padded(entry.name, 34))" + String(format: " %9.2f  %9.2f   %6.2f×", text, direct, text / direct))
}
