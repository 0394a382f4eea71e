// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseToolSearchToolResultError
///
/// - Schema: `#/components/schemas/ResponseToolSearchToolResultError`
public nonisolated struct ResponseToolSearchToolResultError: Codable, Equatable, Sendable, EmptyDecodable {
    public var errorCode: ToolSearchToolResultErrorCode

    /// Error Message
    public var errorMessage: String?

    /// Type
    public var type: String

    public init(
        errorCode: ToolSearchToolResultErrorCode,
        errorMessage: String?
    ) {
        self.errorCode = errorCode
        self.errorMessage = errorMessage
        self.type = "tool_search_tool_result_error"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue,
            errorMessage: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.errorCode = try container.decodeRequired(ToolSearchToolResultErrorCode.self, forKey: "error_code", in: decoder)
        self.errorMessage = try container.decodeIfPresent(String.self, forKey: "error_message")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.errorCode, forKey: "error_code")
        try container.encode(self.errorMessage, forKey: "error_message")
        try container.encode(self.type, forKey: "type")
    }
}
