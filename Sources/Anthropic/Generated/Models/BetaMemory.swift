// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MemoryTool_20250818
///
/// - Schema: `#/components/schemas/BetaMemoryTool_20250818`
public struct BetaMemoryTool_20250818: Codable, Hashable, Sendable, EmptyDecodable {
    /// Allowed Callers
    public var allowedCallers: [BetaAllowedCaller]?

    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// If true, tool will not be included in initial system prompt. Only loaded when returned via tool_reference from tool search.
    public var deferLoading: Bool?

    /// Input Examples
    public var inputExamples: [[String: BetaJsonValue]]?

    /// Name of the tool.
    ///
    /// This is how the tool will be called by the model and in `tool_use` blocks.
    public var name: String

    /// When true, guarantees schema validation on tool names and inputs
    public var strict: Bool?

    /// Type
    public var type: String

    public init(
        allowedCallers: [BetaAllowedCaller]? = nil,
        cacheControl: BetaCacheControlEphemeral? = nil,
        deferLoading: Bool? = nil,
        inputExamples: [[String: BetaJsonValue]]? = nil,
        strict: Bool? = nil
    ) {
        self.allowedCallers = allowedCallers
        self.cacheControl = cacheControl
        self.deferLoading = deferLoading
        self.inputExamples = inputExamples
        self.name = "memory"
        self.strict = strict
        self.type = "memory_20250818"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case allowedCallers = "allowed_callers"
        case cacheControl = "cache_control"
        case deferLoading = "defer_loading"
        case inputExamples = "input_examples"
        case name
        case strict
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.allowedCallers = try container.decodeIfPresent([BetaAllowedCaller].self, forKey: .allowedCallers)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: .deferLoading)
        self.inputExamples = try container.decodeIfPresent([[String: BetaJsonValue]].self, forKey: .inputExamples)
        self.name = try container.decodeRequired(String.self, forKey: .name, in: decoder, constant: "memory")
        self.strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "memory_20250818")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.allowedCallers, forKey: .allowedCallers)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encodeIfPresent(self.deferLoading, forKey: .deferLoading)
        try container.encodeIfPresent(self.inputExamples, forKey: .inputExamples)
        try container.encode(self.name, forKey: .name)
        try container.encodeIfPresent(self.strict, forKey: .strict)
        try container.encode(self.type, forKey: .type)
    }
}

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_Command`
public enum BetaMemoryTool_20250818_Command: Codable, Hashable, Sendable, EmptyDecodable {
    /// - `command`: `view`
    case view(BetaMemoryTool_20250818_ViewCommand)
    /// - `command`: `create`
    case create(BetaMemoryTool_20250818_CreateCommand)
    /// - `command`: `str_replace`
    case strReplace(BetaMemoryTool_20250818_StrReplaceCommand)
    /// - `command`: `insert`
    case insert(BetaMemoryTool_20250818_InsertCommand)
    /// - `command`: `delete`
    case delete(BetaMemoryTool_20250818_DeleteCommand)
    /// - `command`: `rename`
    case rename(BetaMemoryTool_20250818_RenameCommand)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "command") {
            switch tag {
            case "view": self = .view(try BetaMemoryTool_20250818_ViewCommand(from: decoder)); return
            case "create": self = .create(try BetaMemoryTool_20250818_CreateCommand(from: decoder)); return
            case "str_replace": self = .strReplace(try BetaMemoryTool_20250818_StrReplaceCommand(from: decoder)); return
            case "insert": self = .insert(try BetaMemoryTool_20250818_InsertCommand(from: decoder)); return
            case "delete": self = .delete(try BetaMemoryTool_20250818_DeleteCommand(from: decoder)); return
            case "rename": self = .rename(try BetaMemoryTool_20250818_RenameCommand(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .view(let value): try value.encode(to: encoder)
        case .create(let value): try value.encode(to: encoder)
        case .strReplace(let value): try value.encode(to: encoder)
        case .insert(let value): try value.encode(to: encoder)
        case .delete(let value): try value.encode(to: encoder)
        case .rename(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_CreateCommand`
public struct BetaMemoryTool_20250818_CreateCommand: Codable, Hashable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path where the file should be created
    public var path: String

    /// Content to write to the file
    public var fileText: String

    public init(
        path: String,
        fileText: String
    ) {
        self.command = "create"
        self.path = path
        self.fileText = fileText
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            fileText: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case command
        case path
        case fileText = "file_text"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder, constant: "create")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.fileText = try container.decodeRequired(String.self, forKey: .fileText, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.command, forKey: .command)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.fileText, forKey: .fileText)
    }
}

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_DeleteCommand`
public struct BetaMemoryTool_20250818_DeleteCommand: Codable, Hashable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to the file or directory to delete
    public var path: String

    public init(
        path: String
    ) {
        self.command = "delete"
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
        case command
        case path
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder, constant: "delete")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.command, forKey: .command)
        try container.encode(self.path, forKey: .path)
    }
}

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_InsertCommand`
public struct BetaMemoryTool_20250818_InsertCommand: Codable, Hashable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to the file where text should be inserted
    public var path: String

    /// Line number where text should be inserted
    public var insertLine: Int

    /// Text to insert at the specified line
    public var insertText: String

    public init(
        path: String,
        insertLine: Int,
        insertText: String
    ) {
        self.command = "insert"
        self.path = path
        self.insertLine = insertLine
        self.insertText = insertText
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            insertLine: .emptyValue,
            insertText: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case command
        case path
        case insertLine = "insert_line"
        case insertText = "insert_text"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder, constant: "insert")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.insertLine = try container.decodeRequired(Int.self, forKey: .insertLine, in: decoder)
        self.insertText = try container.decodeRequired(String.self, forKey: .insertText, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.command, forKey: .command)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.insertLine, forKey: .insertLine)
        try container.encode(self.insertText, forKey: .insertText)
    }
}

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_RenameCommand`
public struct BetaMemoryTool_20250818_RenameCommand: Codable, Hashable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Current path of the file or directory
    public var oldPath: String

    /// New path for the file or directory
    public var newPath: String

    public init(
        oldPath: String,
        newPath: String
    ) {
        self.command = "rename"
        self.oldPath = oldPath
        self.newPath = newPath
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            oldPath: .emptyValue,
            newPath: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case command
        case oldPath = "old_path"
        case newPath = "new_path"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder, constant: "rename")
        self.oldPath = try container.decodeRequired(String.self, forKey: .oldPath, in: decoder)
        self.newPath = try container.decodeRequired(String.self, forKey: .newPath, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.command, forKey: .command)
        try container.encode(self.oldPath, forKey: .oldPath)
        try container.encode(self.newPath, forKey: .newPath)
    }
}

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_StrReplaceCommand`
public struct BetaMemoryTool_20250818_StrReplaceCommand: Codable, Hashable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to the file where text should be replaced
    public var path: String

    /// Text to search for and replace
    public var oldStr: String

    /// Text to replace with
    public var newStr: String

    public init(
        path: String,
        oldStr: String,
        newStr: String
    ) {
        self.command = "str_replace"
        self.path = path
        self.oldStr = oldStr
        self.newStr = newStr
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue,
            oldStr: .emptyValue,
            newStr: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case command
        case path
        case oldStr = "old_str"
        case newStr = "new_str"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder, constant: "str_replace")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.oldStr = try container.decodeRequired(String.self, forKey: .oldStr, in: decoder)
        self.newStr = try container.decodeRequired(String.self, forKey: .newStr, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.command, forKey: .command)
        try container.encode(self.path, forKey: .path)
        try container.encode(self.oldStr, forKey: .oldStr)
        try container.encode(self.newStr, forKey: .newStr)
    }
}

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_ViewCommand`
public struct BetaMemoryTool_20250818_ViewCommand: Codable, Hashable, Sendable, EmptyDecodable {
    /// Command type identifier
    public var command: String

    /// Path to directory or file to view
    public var path: String

    /// Optional line range for viewing specific lines
    public var viewRange: [Int]?

    public init(
        path: String,
        viewRange: [Int]? = nil
    ) {
        self.command = "view"
        self.path = path
        self.viewRange = viewRange
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            path: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case command
        case path
        case viewRange = "view_range"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.command = try container.decodeRequired(String.self, forKey: .command, in: decoder, constant: "view")
        self.path = try container.decodeRequired(String.self, forKey: .path, in: decoder)
        self.viewRange = try container.decodeIfPresent([Int].self, forKey: .viewRange)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.command, forKey: .command)
        try container.encode(self.path, forKey: .path)
        try container.encodeIfPresent(self.viewRange, forKey: .viewRange)
    }
}
