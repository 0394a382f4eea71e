// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Constrains the tools available to the model to a pre-defined set.
///
/// - Schema: `#/components/schemas/ToolChoiceAllowed`
public nonisolated struct ToolChoiceAllowed: Codable, Equatable, Sendable, EmptyDecodable {
    /// Allowed tool configuration type. Always `allowed_tools`.
    public var type: String

    /// Constrains the tools available to the model to a pre-defined set.
    ///
    /// `auto` allows the model to pick from among the allowed tools and generate a
    /// message.
    ///
    /// `required` requires the model to call one or more of the allowed tools.
    public var mode: ToolChoiceAllowed.Mode

    /// A list of tool definitions that the model should be allowed to call.
    ///
    /// For the Responses API, the list of tool definitions might look like:
    /// ```json
    /// [
    ///   { "type": "function", "name": "get_weather" },
    ///   { "type": "mcp", "server_label": "deepwiki" },
    ///   { "type": "image_generation" }
    /// ]
    /// ```
    public var tools: [JSONValue]

    public init(
        mode: ToolChoiceAllowed.Mode,
        tools: [JSONValue]
    ) {
        self.type = "allowed_tools"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "allowed_tools")
        self.mode = try container.decodeRequired(ToolChoiceAllowed.Mode.self, forKey: "mode", in: decoder)
        self.tools = try container.decodeRequired([JSONValue].self, forKey: "tools", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.mode, forKey: "mode")
        try container.encode(self.tools, forKey: "tools")
    }
}
