// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestTextEditorCodeExecutionToolResultError
///
/// - Schema: `#/components/schemas/RequestTextEditorCodeExecutionToolResultError`
public nonisolated struct RequestTextEditorCodeExecutionToolResultError: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    public var errorCode: TextEditorCodeExecutionToolResultErrorCode

    /// Error Message
    public var errorMessage: String?

    /// Type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        errorCode: TextEditorCodeExecutionToolResultErrorCode,
        errorMessage: String? = nil
    ) {
        self.errorCode = errorCode
        self.errorMessage = errorMessage
        self.type = "text_editor_code_execution_tool_result_error"
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: TextEditorCodeExecutionToolResultErrorCode(stringLiteral: value))
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
        self.errorCode = try container.decodeRequired(TextEditorCodeExecutionToolResultErrorCode.self, forKey: "error_code", in: decoder)
        self.errorMessage = try container.decodeIfPresent(String.self, forKey: "error_message")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "text_editor_code_execution_tool_result_error")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.errorCode, forKey: "error_code")
        try container.encodeIfPresent(self.errorMessage, forKey: "error_message")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == RequestTextEditorCodeExecutionToolResultError {
    public static var errorMessage: Self { Self("error_message") }
}
