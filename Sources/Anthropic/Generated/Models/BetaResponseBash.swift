// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseBashCodeExecutionOutputBlock
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionOutputBlock`
public struct BetaResponseBashCodeExecutionOutputBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// File Id
    public var fileID: String

    /// Type
    public var type: String

    public init(
        fileID: String
    ) {
        self.fileID = fileID
        self.type = "bash_code_execution_output"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileID = "file_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "bash_code_execution_output")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseBashCodeExecutionResultBlock
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionResultBlock`
public struct BetaResponseBashCodeExecutionResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: [BetaResponseBashCodeExecutionOutputBlock]

    /// Return Code
    public var returnCode: Int

    /// Stderr
    public var stderr: String

    /// Stdout
    public var stdout: String

    /// Type
    public var type: String

    public init(
        content: [BetaResponseBashCodeExecutionOutputBlock],
        returnCode: Int,
        stderr: String,
        stdout: String
    ) {
        self.content = content
        self.returnCode = returnCode
        self.stderr = stderr
        self.stdout = stdout
        self.type = "bash_code_execution_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            returnCode: .emptyValue,
            stderr: .emptyValue,
            stdout: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case returnCode = "return_code"
        case stderr
        case stdout
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired([BetaResponseBashCodeExecutionOutputBlock].self, forKey: .content, in: decoder)
        self.returnCode = try container.decodeRequired(Int.self, forKey: .returnCode, in: decoder)
        self.stderr = try container.decodeRequired(String.self, forKey: .stderr, in: decoder)
        self.stdout = try container.decodeRequired(String.self, forKey: .stdout, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "bash_code_execution_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.returnCode, forKey: .returnCode)
        try container.encode(self.stderr, forKey: .stderr)
        try container.encode(self.stdout, forKey: .stdout)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseBashCodeExecutionToolResultBlock
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionToolResultBlock`
public struct BetaResponseBashCodeExecutionToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Content
    public var content: BetaResponseBashCodeExecutionToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: BetaResponseBashCodeExecutionToolResultBlock.Content,
        toolUseID: String
    ) {
        self.content = content
        self.toolUseID = toolUseID
        self.type = "bash_code_execution_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    /// Content
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `bash_code_execution_tool_result_error`
        case bashCodeExecutionToolResultError(BetaResponseBashCodeExecutionToolResultError)
        /// - `type`: `bash_code_execution_result`
        case bashCodeExecutionResult(BetaResponseBashCodeExecutionResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "bash_code_execution_tool_result_error": self = .bashCodeExecutionToolResultError(try BetaResponseBashCodeExecutionToolResultError(from: decoder)); return
                case "bash_code_execution_result": self = .bashCodeExecutionResult(try BetaResponseBashCodeExecutionResultBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .bashCodeExecutionToolResultError(let value): try value.encode(to: encoder)
            case .bashCodeExecutionResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case content
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.content = try container.decodeRequired(BetaResponseBashCodeExecutionToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "bash_code_execution_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// ResponseBashCodeExecutionToolResultError
///
/// - Schema: `#/components/schemas/BetaResponseBashCodeExecutionToolResultError`
public struct BetaResponseBashCodeExecutionToolResultError: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: BetaBashCodeExecutionToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: BetaBashCodeExecutionToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "bash_code_execution_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: BetaBashCodeExecutionToolResultErrorCode(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case errorCode = "error_code"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.errorCode = try container.decodeRequired(BetaBashCodeExecutionToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "bash_code_execution_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.type, forKey: .type)
    }
}
