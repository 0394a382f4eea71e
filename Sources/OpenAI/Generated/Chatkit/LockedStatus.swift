// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Indicates that a thread is locked and cannot accept new input.
///
/// - Schema: `#/components/schemas/LockedStatus`
public nonisolated struct LockedStatus: Codable, Equatable, Sendable, EmptyDecodable {
    /// Status discriminator that is always `locked`.
    public var type: String

    public var reason: String?

    public init(
        reason: String?
    ) {
        self.type = "locked"
        self.reason = reason
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            reason: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "locked")
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.reason, forKey: "reason")
    }
}
