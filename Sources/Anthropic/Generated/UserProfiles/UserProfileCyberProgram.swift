// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user profile's standing in the Cyber Verification Program, which relaxes cyber safeguards for requests that name the profile.
///
/// - Schema: `#/components/schemas/UserProfileCyberProgram`
public nonisolated struct UserProfileCyberProgram: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// What a request that names the profile must allow to get the relaxed safeguards
    /// of every `active` tier. `null` when no tier is `active`, and wherever `tiers` is
    /// `{}`.
    public var requirements: UserProfileCyberRequirements?

    /// `active` when at least one tier is `active`, or when the profile has the
    /// program's access to earlier models. That access is not a tier: a profile that
    /// has it alone reads `active` with every tier `inactive`, or with `tiers` `{}` on
    /// a response that does not report tiers. When nothing is `active`, `pending` means
    /// that an application or enrollment is under review, or that what Anthropic
    /// approved does not yet apply to this profile, and `rejected` means that the
    /// application or enrollment was declined.
    public var status: UserProfileProgramStatus

    /// The program's tiers, keyed by tier: `a` (Specialized Access), `b` (Red Team
    /// Access) and `c` (Defense Access). A response reports either every tier or none.
    /// When it reports them, as retrieving the profile normally does, every tier has a
    /// key, whether or not it applies to the profile. When it does not, as in the list
    /// of user profiles, `tiers` is `{}`, which does not mean that the tiers are
    /// inactive. No tier implies another, so read the tier you need. Anthropic may add
    /// tiers; ignore a key you do not recognize.
    public var tiers: [String: UserProfileCyberTier]

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        status: UserProfileProgramStatus,
        tiers: [String: UserProfileCyberTier],
        requirements: UserProfileCyberRequirements? = nil
    ) {
        self.requirements = requirements
        self.status = status
        self.tiers = tiers
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue,
            tiers: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.requirements = try container.decodeIfPresent(UserProfileCyberRequirements.self, forKey: "requirements")
        self.status = try container.decodeRequired(UserProfileProgramStatus.self, forKey: "status", in: decoder)
        self.tiers = try container.decodeRequired([String: UserProfileCyberTier].self, forKey: "tiers", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.requirements, forKey: "requirements")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.tiers, forKey: "tiers")
    }
}

nonisolated extension NullableMember where Owner == UserProfileCyberProgram {
    public static var requirements: Self { Self("requirements") }
}
