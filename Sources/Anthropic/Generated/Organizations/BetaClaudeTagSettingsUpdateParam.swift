// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The settings to change.
///
/// A setting left out is unchanged. A setting sent as null is cleared, so it is inherited.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSettingsUpdateParam`
public nonisolated struct BetaClaudeTagSettingsUpdateParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether Claude is on.
    ///
    /// `true` on a channel turns Claude on in it even when its workspace stores
    /// `false`. Null clears it.
    public var enabled: Bool?

    /// The environment Claude's sessions run in: the identifier of an active
    /// environment of the organization, starting with `env_`, or of a self-hosted
    /// runner pool of the organization that every member may use, starting with
    /// `ccpool_`. Null clears it.
    public var environmentID: String?

    /// What Claude does in a channel while a Slack guest is in it. Null clears it.
    public var guestPolicy: BetaClaudeTagGuestPolicyParam?

    /// Instructions for Claude, up to 8,192 characters after leading and trailing white
    /// space is trimmed. Null or blank text clears them.
    public var instructions: String?

    /// The model Claude uses: the identifier of a model, or the name of a model line,
    /// that the organization is entitled to for Claude Tag. Null clears it.
    public var model: String?

    /// How Claude takes part in the channel: `automatic`, `mention_only`,
    /// `always_awake` or `thread`. Only a channel takes one: an update of a workspace
    /// that sends a value is refused, and one that sends null changes nothing. Null
    /// never clears it: sent to a channel that stores none it changes nothing, and sent
    /// to a channel that stores one it is refused, because a stored reply mode can be
    /// changed but never cleared; a caller that wants Claude's default behavior sends
    /// `automatic`.
    public var replyMode: BetaClaudeTagReplyModeParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        enabled: Bool? = nil,
        environmentID: String? = nil,
        guestPolicy: BetaClaudeTagGuestPolicyParam? = nil,
        instructions: String? = nil,
        model: String? = nil,
        replyMode: BetaClaudeTagReplyModeParam? = nil
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
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.environmentID = try container.decodeIfPresent(String.self, forKey: "environment_id")
        self.guestPolicy = try container.decodeIfPresent(BetaClaudeTagGuestPolicyParam.self, forKey: "guest_policy")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.replyMode = try container.decodeIfPresent(BetaClaudeTagReplyModeParam.self, forKey: "reply_mode")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.environmentID, forKey: "environment_id")
        try container.encodeIfPresent(self.guestPolicy, forKey: "guest_policy")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.replyMode, forKey: "reply_mode")
    }
}

nonisolated extension NullableMember where Owner == BetaClaudeTagSettingsUpdateParam {
    public static var enabled: Self { Self("enabled") }
    public static var environmentID: Self { Self("environment_id") }
    public static var guestPolicy: Self { Self("guest_policy") }
    public static var instructions: Self { Self("instructions") }
    public static var model: Self { Self("model") }
    public static var replyMode: Self { Self("reply_mode") }
}
