// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Constrains the tools available to the model to a pre-defined set.
///
/// - Schema: `#/components/schemas/ChatCompletionAllowedTools`
public nonisolated struct ChatCompletionAllowedTools: Codable, Equatable, Sendable, EmptyDecodable {
    /// Constrains the tools available to the model to a pre-defined set.
    ///
    /// `auto` allows the model to pick from among the allowed tools and generate a
    /// message.
    ///
    /// `required` requires the model to call one or more of the allowed tools.
    public var mode: ChatCompletionAllowedTools.Mode

    /// A list of tool definitions that the model should be allowed to call.
    ///
    /// For the Chat Completions API, the list of tool definitions might look like:
    /// ```json
    /// [
    ///   { "type": "function", "function": { "name": "get_weather" } },
    ///   { "type": "function", "function": { "name": "get_time" } }
    /// ]
    /// ```
    public var tools: [JSONValue]

    public init(
        mode: ChatCompletionAllowedTools.Mode,
        tools: [JSONValue]
    ) {
        self.mode = mode
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mode: .emptyValue,
            tools: .emptyValue
        )
    }

    /// Constrains the tools available to the model to a pre-defined set.
    ///
    /// `auto` allows the model to pick from among the allowed tools and generate a
    /// message.
    ///
    /// `required` requires the model to call one or more of the allowed tools.
    public nonisolated enum Mode: OpenEnum, EmptyDecodable {
        case auto
        case required
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "required": self = .required
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .required: "required"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeRequired(ChatCompletionAllowedTools.Mode.self, forKey: "mode", in: decoder)
        self.tools = try container.decodeRequired([JSONValue].self, forKey: "tools", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.mode, forKey: "mode")
        try container.encode(self.tools, forKey: "tools")
    }
}
