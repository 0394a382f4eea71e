// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Workflow metadata and state returned for the session.
///
/// - Schema: `#/components/schemas/ChatkitWorkflow`
public nonisolated struct ChatkitWorkflow: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier of the workflow backing the session.
    public var id: String

    public var version: String?

    public var stateVariables: [String: ChatkitWorkflow.StateVariablesValue]?

    /// Tracing settings applied to the workflow.
    public var tracing: ChatkitWorkflowTracing

    public init(
        id: String,
        version: String?,
        stateVariables: [String: ChatkitWorkflow.StateVariablesValue]?,
        tracing: ChatkitWorkflowTracing
    ) {
        self.id = id
        self.version = version
        self.stateVariables = stateVariables
        self.tracing = tracing
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            version: nil,
            stateVariables: nil,
            tracing: .emptyValue
        )
    }

    public nonisolated enum StateVariablesValue: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case integer(Int)
        case bool(Bool)
        case number(Double)
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
            case .integer:
                self = .integer(try Int(from: decoder)); return
            case .number:
                self = .number(try Double(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .integer(let value): try value.encode(to: encoder)
            case .bool(let value): try value.encode(to: encoder)
            case .number(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: "version")
        self.stateVariables = try container.decodeIfPresent([String: ChatkitWorkflow.StateVariablesValue].self, forKey: "state_variables")
        self.tracing = try container.decodeRequired(ChatkitWorkflowTracing.self, forKey: "tracing", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.version, forKey: "version")
        try container.encode(self.stateVariables, forKey: "state_variables")
        try container.encode(self.tracing, forKey: "tracing")
    }
}
