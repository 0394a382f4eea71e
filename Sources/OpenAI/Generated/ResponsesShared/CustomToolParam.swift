// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// A custom tool that processes input using a specified format. Learn more about   [custom tools](https://platform.openai.com/docs/guides/function-calling#custom-tools)
///
/// - Schema: `#/components/schemas/CustomToolParam`
public nonisolated struct CustomToolParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The type of the custom tool. Always `custom`.
    public var type: String

    /// The name of the custom tool, used to identify it in tool calls.
    public var name: String

    /// Optional description of the custom tool, used to provide more context.
    public var description: String?

    /// The input format for the custom tool. Default is unconstrained text.
    public var format: CustomToolParam.Format?

    /// Whether this tool should be deferred and discovered via tool search.
    public var deferLoading: Bool?

    public var allowedCallers: [CallableToolAllowedCaller]?

    /// Whether the tool response can be returned asynchronously versus immediately
    /// returned on next response creation.
    public var async: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        description: String? = nil,
        format: CustomToolParam.Format? = nil,
        deferLoading: Bool? = nil,
        allowedCallers: [CallableToolAllowedCaller]? = nil,
        async: Bool? = nil
    ) {
        self.type = "custom"
        self.name = name
        self.description = description
        self.format = format
        self.deferLoading = deferLoading
        self.allowedCallers = allowedCallers
        self.async = async
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    /// The input format for the custom tool. Default is unconstrained text.
    public nonisolated enum Format: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `text`
        case text(CustomTextFormatParam)
        /// - `type`: `grammar`
        case grammar(CustomGrammarFormatParam)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "text": self = .text(try CustomTextFormatParam(from: decoder)); return
                case "grammar": self = .grammar(try CustomGrammarFormatParam(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let value): try value.encode(to: encoder)
            case .grammar(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.format = try container.decodeIfPresent(CustomToolParam.Format.self, forKey: "format")
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.allowedCallers = try container.decodeIfPresent([CallableToolAllowedCaller].self, forKey: "allowed_callers")
        self.async = try container.decodeIfPresent(Bool.self, forKey: "async")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.format, forKey: "format")
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.allowedCallers, forKey: "allowed_callers")
        try container.encodeIfPresent(self.async, forKey: "async")
    }
}

nonisolated extension NullableMember where Owner == CustomToolParam {
    public static var allowedCallers: Self { Self("allowed_callers") }
    public static var async: Self { Self("async") }
}
