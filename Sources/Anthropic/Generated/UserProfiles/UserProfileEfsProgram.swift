// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user profile's standing in Enterprise Frontier Safeguards, a program under which Anthropic approves the entity the profile represents and may approve any of the program's features.
///
/// - Schema: `#/components/schemas/UserProfileEfsProgram`
public nonisolated struct UserProfileEfsProgram: Codable, Equatable, Sendable, EmptyDecodable {
    /// The program's features, keyed by feature: `data_retention_exemption` (use of
    /// models that normally require data retention, without the data being retained),
    /// `cmek` (customer-managed encryption keys) and `storage` (customer-owned
    /// storage). Every feature that the caller's organization may read has a key,
    /// whether or not it is approved; a missing key does not mean that the feature is
    /// inactive. Anthropic may add features; ignore a key you do not recognize.
    public var features: [String: UserProfileEfsFeature]

    /// Anthropic's decision on the entity the profile represents: `pending` while it is
    /// awaited, `active` once Anthropic has approved the entity for the program, or
    /// `rejected` once Anthropic has declined or has removed the entity from the
    /// program. `active` does not mean that any one feature is approved: read the
    /// feature you need in `features`.
    public var status: UserProfileProgramStatus

    public init(
        features: [String: UserProfileEfsFeature],
        status: UserProfileProgramStatus
    ) {
        self.features = features
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            features: .emptyValue,
            status: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.features = try container.decodeRequired([String: UserProfileEfsFeature].self, forKey: "features", in: decoder)
        self.status = try container.decodeRequired(UserProfileProgramStatus.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.features, forKey: "features")
        try container.encode(self.status, forKey: "status")
    }
}
