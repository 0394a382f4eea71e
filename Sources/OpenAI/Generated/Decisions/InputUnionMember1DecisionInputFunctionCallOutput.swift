// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InputUnionMember1DecisionInputFunctionCallOutput`
public nonisolated struct InputUnionMember1DecisionInputFunctionCallOutput: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var callID: String

    public var id: String?

    /// Text evidence or an ordered list of text and image parts.
    public var output: InputUnionMember1DecisionInputFunctionCallOutput.Output

    public var status: InputUnionMember1DecisionInputFunctionCallOutput.Status?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        callID: String,
        output: InputUnionMember1DecisionInputFunctionCallOutput.Output,
        id: String? = nil,
        status: InputUnionMember1DecisionInputFunctionCallOutput.Status? = nil
    ) {
        self.callID = callID
        self.id = id
        self.output = output
        self.status = status
        self.type = "function_call_output"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            output: .emptyValue
        )
    }

    /// Text evidence or an ordered list of text and image parts.
    public nonisolated enum Output: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([InputUnionMember1CustomToolCallOutputOutputParts])
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
                self = .array(try [InputUnionMember1CustomToolCallOutputOutputParts](from: decoder)); return
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

    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case completed
        case incomplete
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.output = try container.decodeRequired(InputUnionMember1DecisionInputFunctionCallOutput.Output.self, forKey: "output", in: decoder)
        self.status = try container.decodeIfPresent(InputUnionMember1DecisionInputFunctionCallOutput.Status.self, forKey: "status")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function_call_output")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.output, forKey: "output")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == InputUnionMember1DecisionInputFunctionCallOutput {
    public static var id: Self { Self("id") }
    public static var status: Self { Self("status") }
}
