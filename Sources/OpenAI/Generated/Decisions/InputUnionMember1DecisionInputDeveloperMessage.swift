// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A developer message containing input text.
///
/// - Schema: `#/components/schemas/InputUnionMember1DecisionInputDeveloperMessage`
public nonisolated struct InputUnionMember1DecisionInputDeveloperMessage: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// A text string or an ordered list of input text parts.
    public var content: InputUnionMember1DecisionInputDeveloperMessage.Content

    public var role: String

    public var type: String?

    public init(
        content: InputUnionMember1DecisionInputDeveloperMessage.Content,
        type: String? = nil
    ) {
        self.content = content
        self.role = "developer"
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(content: InputUnionMember1DecisionInputDeveloperMessage.Content(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue
        )
    }

    /// A text string or an ordered list of input text parts.
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([DecisionInputTextParam])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [DecisionInputTextParam](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(InputUnionMember1DecisionInputDeveloperMessage.Content.self, forKey: "content", in: decoder)
        self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder, standIn: "developer")
        self.type = try container.decodeIfPresent(String.self, forKey: "type", in: decoder, constant: "message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.role, forKey: "role")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}
