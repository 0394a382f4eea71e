// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectUserUpdateRequest`
public nonisolated struct ProjectUserUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// `owner` or `member`
    public var role: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        role: String? = nil
    ) {
        self.role = role
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.role = try container.decodeIfPresent(String.self, forKey: "role")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.role, forKey: "role")
    }
}

nonisolated extension NullableMember where Owner == ProjectUserUpdateRequest {
    public static var role: Self { Self("role") }
}
