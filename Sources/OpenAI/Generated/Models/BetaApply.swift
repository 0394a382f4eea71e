// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaApplyPatchCallOutputStatus`
public enum BetaApplyPatchCallOutputStatus: OpenEnum, EmptyDecodable {
    case completed
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "completed": self = .completed
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .completed: "completed"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}

/// Outcome values reported for apply_patch tool call outputs.
///
/// - Schema: `#/components/schemas/BetaApplyPatchCallOutputStatusParam`
public enum BetaApplyPatchCallOutputStatusParam: OpenEnum, EmptyDecodable {
    case completed
    case failed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "completed": self = .completed
        case "failed": self = .failed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .completed: "completed"
        case .failed: "failed"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaApplyPatchCallStatus`
public enum BetaApplyPatchCallStatus: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .unknown(let value): value
        }
    }
}

/// Status values reported for apply_patch tool calls.
///
/// - Schema: `#/components/schemas/BetaApplyPatchCallStatusParam`
public enum BetaApplyPatchCallStatusParam: OpenEnum, EmptyDecodable {
    case inProgress
    case completed
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_progress": self = .inProgress
        case "completed": self = .completed
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inProgress: "in_progress"
        case .completed: "completed"
        case .unknown(let value): value
        }
    }
}

/// Instruction describing how to create a file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/BetaApplyPatchCreateFileOperation`
public struct BetaApplyPatchCreateFileOperation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a new file with the provided diff.
    public var type: String

    /// Path of the file to create.
    public var path: String

    /// Diff to apply.
    public var diff: String

    public init(
        path: String,
        diff: String
    ) {
        self.type = "create_file"
        self.path = path
        self.diff = diff
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            diff: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case path
        case diff
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "create_file")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.diff = try container.decodeRequired(String.self, forKey: .diff, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.diff, forKey: .diff)
    }
}

/// Instruction for creating a new file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/BetaApplyPatchCreateFileOperationParam`
public struct BetaApplyPatchCreateFileOperationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The operation type. Always `create_file`.
    public var type: String

    /// Path of the file to create relative to the workspace root.
    public var path: String

    /// Unified diff content to apply when creating the file.
    public var diff: String

    public init(
        path: String,
        diff: String
    ) {
        self.type = "create_file"
        self.path = path
        self.diff = diff
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            diff: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case path
        case diff
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "create_file")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.diff = try container.decodeRequired(String.self, forKey: .diff, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.diff, forKey: .diff)
    }
}

/// Instruction describing how to delete a file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/BetaApplyPatchDeleteFileOperation`
public struct BetaApplyPatchDeleteFileOperation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Delete the specified file.
    public var type: String

    /// Path of the file to delete.
    public var path: String

    public init(
        path: String
    ) {
        self.type = "delete_file"
        self.path = path
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "delete_file")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.path, forKey: .path)
    }
}

/// Instruction for deleting an existing file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/BetaApplyPatchDeleteFileOperationParam`
public struct BetaApplyPatchDeleteFileOperationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The operation type. Always `delete_file`.
    public var type: String

    /// Path of the file to delete relative to the workspace root.
    public var path: String

    public init(
        path: String
    ) {
        self.type = "delete_file"
        self.path = path
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "delete_file")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.path, forKey: .path)
    }
}

/// One of the create_file, delete_file, or update_file operations supplied to the apply_patch tool.
///
/// - Schema: `#/components/schemas/BetaApplyPatchOperationParam`
public enum BetaApplyPatchOperationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `type`: `create_file`
    case createFile(BetaApplyPatchCreateFileOperationParam)
    /// - `type`: `delete_file`
    case deleteFile(BetaApplyPatchDeleteFileOperationParam)
    /// - `type`: `update_file`
    case updateFile(BetaApplyPatchUpdateFileOperationParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "create_file": self = .createFile(try BetaApplyPatchCreateFileOperationParam(from: decoder)); return
            case "delete_file": self = .deleteFile(try BetaApplyPatchDeleteFileOperationParam(from: decoder)); return
            case "update_file": self = .updateFile(try BetaApplyPatchUpdateFileOperationParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .createFile(let value): try value.encode(to: encoder)
        case .deleteFile(let value): try value.encode(to: encoder)
        case .updateFile(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// A tool call that applies file diffs by creating, deleting, or updating files.
///
/// - Schema: `#/components/schemas/BetaApplyPatchToolCall`
public struct BetaApplyPatchToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `apply_patch_call`.
    public var type: String

    /// The unique ID of the apply patch tool call. Populated when this item is returned via API.
    public var id: String

    /// The unique ID of the apply patch tool call generated by the model.
    public var callID: String

    public var caller: BetaToolCallCaller?

    /// The status of the apply patch tool call. One of `in_progress` or `completed`.
    public var status: BetaApplyPatchCallStatus

    /// One of the create_file, delete_file, or update_file operations applied via apply_patch.
    public var operation: BetaApplyPatchToolCall.Operation

    /// The ID of the entity that created this tool call.
    public var createdBy: String?

    public init(
        id: String,
        callID: String,
        status: BetaApplyPatchCallStatus,
        operation: BetaApplyPatchToolCall.Operation,
        agent: BetaAgentTag? = nil,
        caller: BetaToolCallCaller? = nil,
        createdBy: String? = nil
    ) {
        self.agent = agent
        self.type = "apply_patch_call"
        self.id = id
        self.callID = callID
        self.caller = caller
        self.status = status
        self.operation = operation
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            status: .emptyValue,
            operation: .emptyValue
        )
    }

    /// One of the create_file, delete_file, or update_file operations applied via apply_patch.
    public enum Operation: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `create_file`
        case createFile(BetaApplyPatchCreateFileOperation)
        /// - `type`: `delete_file`
        case deleteFile(BetaApplyPatchDeleteFileOperation)
        /// - `type`: `update_file`
        case updateFile(BetaApplyPatchUpdateFileOperation)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "create_file": self = .createFile(try BetaApplyPatchCreateFileOperation(from: decoder)); return
                case "delete_file": self = .deleteFile(try BetaApplyPatchDeleteFileOperation(from: decoder)); return
                case "update_file": self = .updateFile(try BetaApplyPatchUpdateFileOperation(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .createFile(let value): try value.encode(to: encoder)
            case .deleteFile(let value): try value.encode(to: encoder)
            case .updateFile(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case caller
        case status
        case operation
        case createdBy = "created_by"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "apply_patch_call")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.caller = try container.decodeIfPresent(BetaToolCallCaller.self, forKey: .caller)
        self.status = try container.decodeRequired(BetaApplyPatchCallStatus.self, forKey: .status, in: decoder)
        self.operation = try container.decodeRequired(BetaApplyPatchToolCall.Operation.self, forKey: .operation, in: decoder)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.operation, forKey: .operation)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
    }
}

/// A tool call representing a request to create, delete, or update files using diff patches.
///
/// - Schema: `#/components/schemas/BetaApplyPatchToolCallItemParam`
public struct BetaApplyPatchToolCallItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    /// The type of the item. Always `apply_patch_call`.
    public var type: String

    public var id: String?

    /// The unique ID of the apply patch tool call generated by the model.
    public var callID: String

    public var caller: BetaToolCallCallerParam?

    /// The status of the apply patch tool call. One of `in_progress` or `completed`.
    public var status: BetaApplyPatchCallStatusParam

    /// The specific create, delete, or update instruction for the apply_patch tool call.
    public var operation: BetaApplyPatchOperationParam

    public init(
        callID: String,
        status: BetaApplyPatchCallStatusParam,
        operation: BetaApplyPatchOperationParam,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        caller: BetaToolCallCallerParam? = nil
    ) {
        self.agent = agent
        self.type = "apply_patch_call"
        self.id = id
        self.callID = callID
        self.caller = caller
        self.status = status
        self.operation = operation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            status: .emptyValue,
            operation: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case caller
        case status
        case operation
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "apply_patch_call")
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.caller = try container.decodeIfPresent(BetaToolCallCallerParam.self, forKey: .caller)
        self.status = try container.decodeRequired(BetaApplyPatchCallStatusParam.self, forKey: .status, in: decoder)
        self.operation = try container.decodeRequired(BetaApplyPatchOperationParam.self, forKey: .operation, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.operation, forKey: .operation)
    }
}

/// The output emitted by an apply patch tool call.
///
/// - Schema: `#/components/schemas/BetaApplyPatchToolCallOutput`
public struct BetaApplyPatchToolCallOutput: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The type of the item. Always `apply_patch_call_output`.
    public var type: String

    /// The unique ID of the apply patch tool call output. Populated when this item is returned via API.
    public var id: String

    /// The unique ID of the apply patch tool call generated by the model.
    public var callID: String

    public var caller: BetaToolCallCaller?

    /// The status of the apply patch tool call output. One of `completed` or `failed`.
    public var status: BetaApplyPatchCallOutputStatus

    public var output: String?

    /// The ID of the entity that created this tool call output.
    public var createdBy: String?

    public init(
        id: String,
        callID: String,
        status: BetaApplyPatchCallOutputStatus,
        agent: BetaAgentTag? = nil,
        caller: BetaToolCallCaller? = nil,
        output: String? = nil,
        createdBy: String? = nil
    ) {
        self.agent = agent
        self.type = "apply_patch_call_output"
        self.id = id
        self.callID = callID
        self.caller = caller
        self.status = status
        self.output = output
        self.createdBy = createdBy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            callID: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case caller
        case status
        case output
        case createdBy = "created_by"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "apply_patch_call_output")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.caller = try container.decodeIfPresent(BetaToolCallCaller.self, forKey: .caller)
        self.status = try container.decodeRequired(BetaApplyPatchCallOutputStatus.self, forKey: .status, in: decoder)
        self.output = try container.decodeIfPresent(String.self, forKey: .output)
        self.createdBy = try container.decodeIfPresent(String.self, forKey: .createdBy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.output, forKey: .output)
        try container.encodeIfPresent(self.createdBy, forKey: .createdBy)
    }
}

/// The streamed output emitted by an apply patch tool call.
///
/// - Schema: `#/components/schemas/BetaApplyPatchToolCallOutputItemParam`
public struct BetaApplyPatchToolCallOutputItemParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var agent: Beta_AgentTagParam?

    /// The type of the item. Always `apply_patch_call_output`.
    public var type: String

    public var id: String?

    /// The unique ID of the apply patch tool call generated by the model.
    public var callID: String

    public var caller: BetaToolCallCallerParam?

    /// The status of the apply patch tool call output. One of `completed` or `failed`.
    public var status: BetaApplyPatchCallOutputStatusParam

    public var output: String?

    public init(
        callID: String,
        status: BetaApplyPatchCallOutputStatusParam,
        agent: Beta_AgentTagParam? = nil,
        id: String? = nil,
        caller: BetaToolCallCallerParam? = nil,
        output: String? = nil
    ) {
        self.agent = agent
        self.type = "apply_patch_call_output"
        self.id = id
        self.callID = callID
        self.caller = caller
        self.status = status
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            callID: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case type
        case id
        case callID = "call_id"
        case caller
        case status
        case output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(Beta_AgentTagParam.self, forKey: .agent)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "apply_patch_call_output")
        self.id = try container.decodeIfPresent(String.self, forKey: .id)
        self.callID = try container.decodeRequired(String.self, forKey: .callID, in: decoder)
        self.caller = try container.decodeIfPresent(BetaToolCallCallerParam.self, forKey: .caller)
        self.status = try container.decodeRequired(BetaApplyPatchCallOutputStatusParam.self, forKey: .status, in: decoder)
        self.output = try container.decodeIfPresent(String.self, forKey: .output)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.id, forKey: .id)
        try container.encode(self.callID, forKey: .callID)
        try container.encodeIfPresent(self.caller, forKey: .caller)
        try container.encode(self.status, forKey: .status)
        try container.encodeIfPresent(self.output, forKey: .output)
    }
}

/// Allows the assistant to create, delete, or update files using unified diffs.
///
/// - Schema: `#/components/schemas/BetaApplyPatchToolParam`
public struct BetaApplyPatchToolParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the tool. Always `apply_patch`.
    public var type: String

    public var allowedCallers: [BetaCallableToolAllowedCaller]?

    public init(
        allowedCallers: [BetaCallableToolAllowedCaller]? = nil
    ) {
        self.type = "apply_patch"
        self.allowedCallers = allowedCallers
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case allowedCallers = "allowed_callers"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "apply_patch")
        self.allowedCallers = try container.decodeIfPresent([BetaCallableToolAllowedCaller].self, forKey: .allowedCallers)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
    }
}

/// Instruction describing how to update a file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/BetaApplyPatchUpdateFileOperation`
public struct BetaApplyPatchUpdateFileOperation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Update an existing file with the provided diff.
    public var type: String

    /// Path of the file to update.
    public var path: String

    /// Diff to apply.
    public var diff: String

    public init(
        path: String,
        diff: String
    ) {
        self.type = "update_file"
        self.path = path
        self.diff = diff
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            diff: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case path
        case diff
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "update_file")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.diff = try container.decodeRequired(String.self, forKey: .diff, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.diff, forKey: .diff)
    }
}

/// Instruction for updating an existing file via the apply_patch tool.
///
/// - Schema: `#/components/schemas/BetaApplyPatchUpdateFileOperationParam`
public struct BetaApplyPatchUpdateFileOperationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The operation type. Always `update_file`.
    public var type: String

    /// Path of the file to update relative to the workspace root.
    public var path: String

    /// Unified diff content to apply to the existing file.
    public var diff: String

    public init(
        path: String,
        diff: String
    ) {
        self.type = "update_file"
        self.path = path
        self.diff = diff
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            diff: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case path
        case diff
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "update_file")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.diff = try container.decodeRequired(String.self, forKey: .diff, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.diff, forKey: .diff)
    }
}
