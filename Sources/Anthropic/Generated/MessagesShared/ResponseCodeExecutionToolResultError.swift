// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseCodeExecutionToolResultError
///
/// - Schema: `#/components/schemas/ResponseCodeExecutionToolResultError`
public nonisolated struct ResponseCodeExecutionToolResultError: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: CodeExecutionToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: CodeExecutionToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "code_execution_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: CodeExecutionToolResultErrorCode(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.errorCode = try container.decodeRequired(CodeExecutionToolResultErrorCode.self, forKey: "error_code", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "code_execution_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.errorCode, forKey: "error_code")
        try container.encode(self.type, forKey: "type")
    }
}
