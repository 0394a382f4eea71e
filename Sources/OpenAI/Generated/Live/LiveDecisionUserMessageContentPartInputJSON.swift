// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveDecisionUserMessageContentPartInputJSON`
public nonisolated struct LiveDecisionUserMessageContentPartInputJSON: Codable, Equatable, Sendable, EmptyDecodable {
    public var data: LiveDecisionUserMessageContentPartInputJSON.DataValue

    public var type: String

    public init(
        data: LiveDecisionUserMessageContentPartInputJSON.DataValue
    ) {
        self.data = data
        self.type = "input_json"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    public nonisolated enum DataValue: Codable, Equatable, Sendable, EmptyDecodable {
        case array([DecisionJSONObject])
        case decisionJSONObject(DecisionJSONObject)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [DecisionJSONObject](from: decoder)); return
            case .object:
                self = .decisionJSONObject(try DecisionJSONObject(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .array(let value): try value.encode(to: encoder)
            case .decisionJSONObject(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired(LiveDecisionUserMessageContentPartInputJSON.DataValue.self, forKey: "data", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_json")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.type, forKey: "type")
    }
}
