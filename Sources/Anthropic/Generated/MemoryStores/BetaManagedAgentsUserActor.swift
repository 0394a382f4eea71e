// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Attribution for a write made by a human user through the Anthropic Console.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUserActor`
public nonisolated struct BetaManagedAgentsUserActor: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the user who performed the write (a `user_...` value).
    public var userID: String

    public init(
        userID: String
    ) {
        self.type = "user_actor"
        self.userID = userID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            userID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user_actor")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
    }
}
