// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Failure detail for a Dream whose `status` is `failed`.
///
/// - Schema: `#/components/schemas/BetaDreamErrorObject`
public nonisolated struct BetaDreamErrorObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// A human-readable explanation of why the dream failed.
    public var message: String

    /// A code for why the dream failed, such as `timeout` or `internal_error`.
    ///
    /// The
    /// [Dreams guide](https://platform.claude.com/docs/en/managed-agents/dreams#errors)
    /// lists common error codes and when they occur.
    public var type: String

    public init(
        message: String,
        type: String
    ) {
        self.message = message
        self.type = type
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.message, forKey: "message")
        try container.encode(self.type, forKey: "type")
    }
}
