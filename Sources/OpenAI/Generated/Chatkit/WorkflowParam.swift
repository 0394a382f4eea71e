// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Workflow reference and overrides applied to the chat session.
///
/// - Schema: `#/components/schemas/WorkflowParam`
public nonisolated struct WorkflowParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Identifier for the workflow invoked by the session.
    public var id: String

    /// Specific workflow version to run. Defaults to the latest deployed version.
    public var version: String?

    /// State variables forwarded to the workflow. Keys may be up to 64 characters, values must be primitive types, and the map defaults to an empty object.
    public var stateVariables: [String: WorkflowParam.StateVariablesValue]?

    /// Optional tracing overrides for the workflow invocation. When omitted, tracing is enabled by default.
    public var tracing: WorkflowTracingParam?

    public init(
        id: String,
        version: String? = nil,
        stateVariables: [String: WorkflowParam.StateVariablesValue]? = nil,
        tracing: WorkflowTracingParam? = nil
    ) {
        self.id = id
        self.version = version
        self.stateVariables = stateVariables
        self.tracing = tracing
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue
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
        self.stateVariables = try container.decodeIfPresent([String: WorkflowParam.StateVariablesValue].self, forKey: "state_variables")
        self.tracing = try container.decodeIfPresent(WorkflowTracingParam.self, forKey: "tracing")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encodeIfPresent(self.version, forKey: "version")
        try container.encodeIfPresent(self.stateVariables, forKey: "state_variables")
        try container.encodeIfPresent(self.tracing, forKey: "tracing")
    }
}
