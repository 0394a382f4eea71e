// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestToolSearchToolResultError
///
/// - Schema: `#/components/schemas/RequestToolSearchToolResultError`
public nonisolated struct RequestToolSearchToolResultError: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: ToolSearchToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: ToolSearchToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "tool_search_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: ToolSearchToolResultErrorCode(stringLiteral: value))
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
        self.errorCode = try container.decodeRequired(ToolSearchToolResultErrorCode.self, forKey: "error_code", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "tool_search_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.errorCode, forKey: "error_code")
        try container.encode(self.type, forKey: "type")
    }
}
