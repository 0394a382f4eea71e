// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsConflictError`
public nonisolated struct BetaManagedAgentsConflictError: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var message: String?

    public init(
        message: String? = nil
    ) {
        self.type = "conflict_error"
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "conflict_error")
        self.message = try container.decodeIfPresent(String.self, forKey: "message")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.message, forKey: "message")
    }
}
