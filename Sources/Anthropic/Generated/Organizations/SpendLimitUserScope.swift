// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Scope selecting a single member of the organization.
///
/// - Schema: `#/components/schemas/SpendLimitUserScope`
public nonisolated struct SpendLimitUserScope: Codable, Equatable, Sendable, EmptyDecodable {
    /// Scope type. Always `user` for this scope.
    public var type: String

    /// Tagged ID of the member the spend limit applies to.
    public var userID: String

    public init(
        userID: String
    ) {
        self.type = "user"
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "user")
        self.userID = try container.decodeRequired(String.self, forKey: "user_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.userID, forKey: "user_id")
    }
}
