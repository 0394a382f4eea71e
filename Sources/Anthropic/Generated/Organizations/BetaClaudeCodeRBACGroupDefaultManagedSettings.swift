// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaClaudeCodeRBACGroupDefaultManagedSettings`
public nonisolated struct BetaClaudeCodeRBACGroupDefaultManagedSettings: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The default settings document, or `null` if none are set or the stored document
    /// is damaged and can no longer be read. To tell these apart, `updated_at` is
    /// `null` only when none are set. Replacing a damaged document fixes this.
    public var settings: [String: JSONValue]?

    /// Always `claude_code_rbac_group_default_managed_settings`.
    public var type: String

    /// When the default settings last changed, in RFC 3339 format, or `null` if none
    /// are set.
    public var updatedAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        settings: [String: JSONValue]? = nil,
        updatedAt: String? = nil
    ) {
        self.settings = settings
        self.type = "claude_code_rbac_group_default_managed_settings"
        self.updatedAt = updatedAt
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.settings = try container.decodeIfPresent([String: JSONValue].self, forKey: "settings")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "claude_code_rbac_group_default_managed_settings")
        self.updatedAt = try container.decodeIfPresent(String.self, forKey: "updated_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.settings, forKey: "settings")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.updatedAt, forKey: "updated_at")
    }
}

nonisolated extension NullableMember where Owner == BetaClaudeCodeRBACGroupDefaultManagedSettings {
    public static var settings: Self { Self("settings") }
    public static var updatedAt: Self { Self("updated_at") }
}
