// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Claude Tag settings.
///
/// Without `include_inherited`, a setting that is null is not set on the settings level and is inherited. With it, `enabled` and `guest_policy` are never null, `instructions`, `model` and `environment_id` are null when no settings level sets them, and `reply_mode` is null unless the channel itself stores one.
///
/// - Schema: `#/components/schemas/BetaClaudeTagSettings`
public nonisolated struct BetaClaudeTagSettings: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Whether Claude is on. The nearest settings level that sets it decides.
    public var enabled: Bool?

    /// The environment Claude's sessions run in, starting with `env_`, or the
    /// identifier of a self-hosted runner pool, starting with `ccpool_`. The nearest
    /// settings level that sets it decides.
    public var environmentID: String?

    /// What Claude does in a channel while a Slack guest is in it.
    ///
    /// The nearest settings level that sets it decides.
    public var guestPolicy: BetaClaudeTagGuestPolicy?

    /// Instructions for Claude.
    ///
    /// Instructions add up: the text of every settings level that sets it is joined,
    /// broadest first.
    public var instructions: String?

    /// The model Claude uses: a model identifier or the name of a model line.
    ///
    /// The nearest settings level that sets it decides. When none does, Claude uses the
    /// product's default model.
    public var model: String?

    /// How Claude takes part in the channel.
    ///
    /// Only a channel stores one, and no settings level passes one on, so it is always
    /// null on a workspace. Null on a channel means the channel stores none yet: Claude
    /// then follows the reply mode chosen in Slack, if one was, else `automatic`. A
    /// stored reply mode can be changed but never cleared.
    public var replyMode: BetaClaudeTagReplyMode?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        enabled: Bool? = nil,
        environmentID: String? = nil,
        guestPolicy: BetaClaudeTagGuestPolicy? = nil,
        instructions: String? = nil,
        model: String? = nil,
        replyMode: BetaClaudeTagReplyMode? = nil
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
        self.guestPolicy = try container.decodeIfPresent(BetaClaudeTagGuestPolicy.self, forKey: "guest_policy")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.replyMode = try container.decodeIfPresent(BetaClaudeTagReplyMode.self, forKey: "reply_mode")
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

nonisolated extension NullableMember where Owner == BetaClaudeTagSettings {
    public static var enabled: Self { Self("enabled") }
    public static var environmentID: Self { Self("environment_id") }
    public static var guestPolicy: Self { Self("guest_policy") }
    public static var instructions: Self { Self("instructions") }
    public static var model: Self { Self("model") }
    public static var replyMode: Self { Self("reply_mode") }
}
