// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/InputUnionMember1DecisionInputFunctionCall`
public nonisolated struct InputUnionMember1DecisionInputFunctionCall: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var arguments: String

    public var callID: String

    public var id: String?

    public var name: String

    public var namespace: String?

    public var status: InputUnionMember1DecisionInputFunctionCall.Status?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        arguments: String,
        callID: String,
        name: String,
        id: String? = nil,
        namespace: String? = nil,
        status: InputUnionMember1DecisionInputFunctionCall.Status? = nil
    ) {
        self.arguments = arguments
        self.callID = callID
        self.id = id
        self.name = name
        self.namespace = namespace
        self.status = status
        self.type = "function_call"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            arguments: .emptyValue,
            callID: .emptyValue,
            name: .emptyValue
        )
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
        self.arguments = try container.decodeRequired(String.self, forKey: "arguments", in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: "call_id", in: decoder)
        self.id = try container.decodeIfPresent(String.self, forKey: "id")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.namespace = try container.decodeIfPresent(String.self, forKey: "namespace")
        self.status = try container.decodeIfPresent(InputUnionMember1DecisionInputFunctionCall.Status.self, forKey: "status")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "function_call")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.arguments, forKey: "arguments")
        try container.encode(self.callID, forKey: "call_id")
        try container.encodeIfPresent(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.namespace, forKey: "namespace")
        try container.encodeIfPresent(self.status, forKey: "status")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == InputUnionMember1DecisionInputFunctionCall {
    public static var id: Self { Self("id") }
    public static var namespace: Self { Self("namespace") }
    public static var status: Self { Self("status") }
}
