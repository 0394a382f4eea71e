// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Optional per-session configuration settings for ChatKit behavior.
///
/// - Schema: `#/components/schemas/ChatkitConfigurationParam`
public struct ChatkitConfigurationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Configuration for automatic thread titling. When omitted, automatic thread titling is enabled by default.
    public var automaticThreadTitling: AutomaticThreadTitlingParam?

    /// Configuration for upload enablement and limits. When omitted, uploads are disabled by default (max_files 10, max_file_size 512 MB).
    public var fileUpload: FileUploadParam?

    /// Configuration for chat history retention. When omitted, history is enabled by default with no limit on recent_threads (null).
    public var history: HistoryParam?

    public init(
        automaticThreadTitling: AutomaticThreadTitlingParam? = nil,
        fileUpload: FileUploadParam? = nil,
        history: HistoryParam? = nil
    ) {
        self.automaticThreadTitling = automaticThreadTitling
        self.fileUpload = fileUpload
        self.history = history
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case automaticThreadTitling = "automatic_thread_titling"
        case fileUpload = "file_upload"
        case history
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.automaticThreadTitling = try container.decodeIfPresent(AutomaticThreadTitlingParam.self, forKey: .automaticThreadTitling)
        self.fileUpload = try container.decodeIfPresent(FileUploadParam.self, forKey: .fileUpload)
        self.history = try container.decodeIfPresent(HistoryParam.self, forKey: .history)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.automaticThreadTitling, forKey: .automaticThreadTitling)
        try container.encodeIfPresent(self.fileUpload, forKey: .fileUpload)
        try container.encodeIfPresent(self.history, forKey: .history)
    }
}

/// Workflow metadata and state returned for the session.
///
/// - Schema: `#/components/schemas/ChatkitWorkflow`
public struct ChatkitWorkflow: Codable, Hashable, Sendable, EmptyDecodable {
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

    public enum StateVariablesValue: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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

    enum CodingKeys: String, CodingKey {
        case id
        case version
        case stateVariables = "state_variables"
        case tracing
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.version = try container.decodeIfPresent(String.self, forKey: .version)
        self.stateVariables = try container.decodeIfPresent([String: ChatkitWorkflow.StateVariablesValue].self, forKey: .stateVariables)
        self.tracing = try container.decodeRequired(ChatkitWorkflowTracing.self, forKey: .tracing, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.version, forKey: .version)
        try container.encode(self.stateVariables, forKey: .stateVariables)
        try container.encode(self.tracing, forKey: .tracing)
    }
}

/// Controls diagnostic tracing during the session.
///
/// - Schema: `#/components/schemas/ChatkitWorkflowTracing`
public struct ChatkitWorkflowTracing: Codable, Hashable, Sendable, EmptyDecodable {
    /// Indicates whether tracing is enabled.
    public var enabled: Bool

    public init(
        enabled: Bool
    ) {
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            enabled: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeRequired(Bool.self, forKey: .enabled, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.enabled, forKey: .enabled)
    }
}
