// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// For each setting, the settings level its value in `settings` comes from.
///
/// Without `include_inherited`, a setting the channel or workspace stores has a source that names the channel or workspace itself, and one it does not store has null, or an empty list for `instructions`. With `include_inherited=true` no member is null: a value that no settings level sets has the source `default`.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSettingSources`
public nonisolated struct BetaClaudeTagSettingSources: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The settings level `enabled` comes from.
    public var enabled: BetaClaudeTagSettingSource?

    /// The settings level `environment_id` comes from.
    public var environmentID: BetaClaudeTagSettingSource?

    /// The settings level `guest_policy` comes from.
    public var guestPolicy: BetaClaudeTagSettingSource?

    /// Every settings level that contributes text to `instructions`, broadest first, in
    /// the order their text is joined. Empty when none does.
    public var instructions: [BetaClaudeTagSettingSource]

    /// The settings level `model` comes from.
    public var model: BetaClaudeTagSettingSource?

    /// The settings level `reply_mode` comes from: the channel when it stores one.
    ///
    /// With `include_inherited=true` and no stored mode it is `default`.
    public var replyMode: BetaClaudeTagSettingSource?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        instructions: [BetaClaudeTagSettingSource],
        enabled: BetaClaudeTagSettingSource? = nil,
        environmentID: BetaClaudeTagSettingSource? = nil,
        guestPolicy: BetaClaudeTagSettingSource? = nil,
        model: BetaClaudeTagSettingSource? = nil,
        replyMode: BetaClaudeTagSettingSource? = nil
    ) {
        self.enabled = enabled
        self.environmentID = environmentID
        self.guestPolicy = guestPolicy
        self.instructions = instructions
        self.model = model
        self.replyMode = replyMode
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            instructions: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(BetaClaudeTagSettingSource.self, forKey: "enabled")
        self.environmentID = try container.decodeIfPresent(BetaClaudeTagSettingSource.self, forKey: "environment_id")
        self.guestPolicy = try container.decodeIfPresent(BetaClaudeTagSettingSource.self, forKey: "guest_policy")
        self.instructions = try container.decodeRequired([BetaClaudeTagSettingSource].self, forKey: "instructions", in: decoder)
        self.model = try container.decodeIfPresent(BetaClaudeTagSettingSource.self, forKey: "model")
        self.replyMode = try container.decodeIfPresent(BetaClaudeTagSettingSource.self, forKey: "reply_mode")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.environmentID, forKey: "environment_id")
        try container.encodeIfPresent(self.guestPolicy, forKey: "guest_policy")
        try container.encode(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.replyMode, forKey: "reply_mode")
    }
}

nonisolated extension NullableMember where Owner == BetaClaudeTagSettingSources {
    public static var enabled: Self { Self("enabled") }
    public static var environmentID: Self { Self("environment_id") }
    public static var guestPolicy: Self { Self("guest_policy") }
    public static var model: Self { Self("model") }
    public static var replyMode: Self { Self("reply_mode") }
}
