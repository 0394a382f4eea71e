// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Code execution result with encrypted stdout for PFC + web_search results.
///
/// - Schema: `#/components/schemas/RequestEncryptedCodeExecutionResultBlock`
public nonisolated struct RequestEncryptedCodeExecutionResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Content
    public var content: [RequestCodeExecutionOutputBlock]

    /// Encrypted Stdout
    public var encryptedStdout: String

    /// Return Code
    public var returnCode: Int

    /// Stderr
    public var stderr: String

    /// Type
    public var type: String

    public init(
        content: [RequestCodeExecutionOutputBlock],
        encryptedStdout: String,
        returnCode: Int,
        stderr: String
    ) {
        self.content = content
        self.encryptedStdout = encryptedStdout
        self.returnCode = returnCode
        self.stderr = stderr
        self.type = "encrypted_code_execution_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            encryptedStdout: .emptyValue,
            returnCode: .emptyValue,
            stderr: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired([RequestCodeExecutionOutputBlock].self, forKey: "content", in: decoder)
        self.encryptedStdout = try container.decodeRequired(String.self, forKey: "encrypted_stdout", in: decoder)
        self.returnCode = try container.decodeRequired(Int.self, forKey: "return_code", in: decoder)
        self.stderr = try container.decodeRequired(String.self, forKey: "stderr", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "encrypted_code_execution_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.encryptedStdout, forKey: "encrypted_stdout")
        try container.encode(self.returnCode, forKey: "return_code")
        try container.encode(self.stderr, forKey: "stderr")
        try container.encode(self.type, forKey: "type")
    }
}
