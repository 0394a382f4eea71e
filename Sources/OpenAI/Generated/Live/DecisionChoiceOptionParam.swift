// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DecisionChoiceOptionParam`
public nonisolated struct DecisionChoiceOptionParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var description: String?

    public var value: DecisionChoiceOptionParam.Value

    public init(
        value: DecisionChoiceOptionParam.Value,
        description: String? = nil
    ) {
        self.description = description
        self.value = value
    }

    public init(stringLiteral value: String) {
        self.init(value: DecisionChoiceOptionParam.Value(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            value: .emptyValue
        )
    }

    public nonisolated enum Value: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case bool(Bool)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .bool:
                self = .bool(try Bool(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .bool(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.value = try container.decodeRequired(DecisionChoiceOptionParam.Value.self, forKey: "value", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encode(self.value, forKey: "value")
    }
}
