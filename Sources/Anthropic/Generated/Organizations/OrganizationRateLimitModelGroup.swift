// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OrganizationRateLimitModelGroup`
public nonisolated struct OrganizationRateLimitModelGroup: Codable, Equatable, Sendable, EmptyDecodable {
    /// Human-readable name of the model group (for example, `Claude Sonnet 4.x`).
    ///
    /// For display only; it may change.
    public var displayName: String

    /// Opaque identifier of the rate-limit group (for example,
    /// `rlg_01VPTCmyiu5ZLsWkcxYG2pY8`). It is the same in every organization and never
    /// changes, unlike the entry's own identifier, which differs per organization.
    public var id: String

    /// Always `model_group`: a family of models.
    public var type: String

    public init(
        displayName: String,
        id: String
    ) {
        self.displayName = displayName
        self.id = id
        self.type = "model_group"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            displayName: .emptyValue,
            id: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeRequired(String.self, forKey: "display_name", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "model_group")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
    }
}
