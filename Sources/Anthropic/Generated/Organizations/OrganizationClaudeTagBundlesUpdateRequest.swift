// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationClaudeTagBundlesUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Instructions for Claude, up to 10,000 bytes (UTF-8), added to the instructions
    /// of every session that can use the Bundle. Null or an empty string clears them.
    public var instructions: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        instructions: String? = nil
    ) {
        self.instructions = instructions
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
    }
}

nonisolated extension NullableMember where Owner == OrganizationClaudeTagBundlesUpdateRequest {
    public static var instructions: Self { Self("instructions") }
}
