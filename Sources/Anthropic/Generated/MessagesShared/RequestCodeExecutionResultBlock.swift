// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestCodeExecutionResultBlock
///
/// - Schema: `#/components/schemas/RequestCodeExecutionResultBlock`
public nonisolated struct RequestCodeExecutionResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Content
    public var content: [RequestCodeExecutionOutputBlock]

    /// Return Code
    public var returnCode: Int

    /// Stderr
    public var stderr: String

    /// Stdout
    public var stdout: String

    /// Type
    public var type: String

    public init(
        content: [RequestCodeExecutionOutputBlock],
        returnCode: Int,
        stderr: String,
        stdout: String
    ) {
        self.content = content
        self.returnCode = returnCode
        self.stderr = stderr
        self.stdout = stdout
        self.type = "code_execution_result"
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([RequestCodeExecutionOutputBlock].self, forKey: "content", in: decoder)
        self.returnCode = try container.decodeRequired(Int.self, forKey: "return_code", in: decoder)
        self.stderr = try container.decodeRequired(String.self, forKey: "stderr", in: decoder)
        self.stdout = try container.decodeRequired(String.self, forKey: "stdout", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_execution_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.returnCode, forKey: "return_code")
        try container.encode(self.stderr, forKey: "stderr")
        try container.encode(self.stdout, forKey: "stdout")
        try container.encode(self.type, forKey: "type")
    }
}
