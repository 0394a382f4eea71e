// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses

/// Groups function/custom tools under a shared namespace.
///
/// - Schema: `#/components/schemas/BetaNamespaceToolParam`
public nonisolated struct BetaNamespaceToolParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the tool. Always `namespace`.
    public var type: String

    /// The namespace name used in tool calls (for example, `crm`).
    public var name: String

    /// A description of the namespace shown to the model.
    public var description: String

    /// The function/custom tools available inside this namespace.
    public var tools: [BetaNamespaceToolParam.Tool]

    public init(
        name: String,
        description: String,
        tools: [BetaNamespaceToolParam.Tool]
    ) {
        self.type = "namespace"
        self.name = name
        self.description = description
        self.tools = tools
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            description: .emptyValue,
            tools: .emptyValue
        )
    }

    /// A function or custom tool that belongs to a namespace.
    public nonisolated enum Tool: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `function`
        case function(BetaFunctionToolParam)
        /// - `type`: `custom`
        case custom(CustomToolParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "function": self = .function(try BetaFunctionToolParam(from: decoder)); return
                case "custom": self = .custom(try CustomToolParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .function(let value): try value.encode(to: encoder)
            case .custom(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "namespace")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeRequired(String.self, forKey: "description", in: decoder)
        self.tools = try container.decodeRequired([BetaNamespaceToolParam.Tool].self, forKey: "tools", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.description, forKey: "description")
        try container.encode(self.tools, forKey: "tools")
    }
}
