// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A user profile's standing in each program.
///
/// A program is a set of capabilities or exemptions that Anthropic approves for the entity the profile represents. A program reads `null` when the profile has no status in it, when the caller's organization is not entitled to read programs, or when the response does not report that program. Retrieving the profile reports every program. Anthropic may add programs; ignore a key you do not recognize.
///
/// - Schema: `#/components/schemas/UserProfilePrograms`
public nonisolated struct UserProfilePrograms: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The profile's standing in the Cyber Verification Program.
    ///
    /// `null` when the profile has no status in it. Only retrieving the profile gives
    /// the full answer: a list or update response can show `null`, or a status other
    /// than `active`, for a profile that reads `active` when retrieved.
    public var cyber: UserProfileCyberProgram?

    /// The profile's standing in Enterprise Frontier Safeguards.
    ///
    /// `null` unless the platform's attestation for the program is in place on this
    /// profile, or the entity it represents has applied to the program. A list of user
    /// profiles does not report this program: there it reads `null` for every profile,
    /// so retrieve the profile to read it.
    public var efs: UserProfileEfsProgram?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        cyber: UserProfileCyberProgram? = nil,
        efs: UserProfileEfsProgram? = nil
    ) {
        self.cyber = cyber
        self.efs = efs
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cyber = try container.decodeIfPresent(UserProfileCyberProgram.self, forKey: "cyber")
        self.efs = try container.decodeIfPresent(UserProfileEfsProgram.self, forKey: "efs")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.cyber, forKey: "cyber")
        try container.encodeIfPresent(self.efs, forKey: "efs")
    }
}

nonisolated extension NullableMember where Owner == UserProfilePrograms {
    public static var cyber: Self { Self("cyber") }
    public static var efs: Self { Self("efs") }
}
