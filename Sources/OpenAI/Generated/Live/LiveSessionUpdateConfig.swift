// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Changes to an active Live session's delegation settings and transcript triggers.
///
/// - Schema: `#/components/schemas/LiveSessionUpdateConfig`
public nonisolated struct LiveSessionUpdateConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Delegation settings to update.
    ///
    /// The delegation type must match the current session; omitted settings retain
    /// their values.
    public var delegation: LiveSessionUpdateConfigDelegation?

    /// At most one Decisions trigger per transcript event type.
    ///
    /// Triggers run independently of delegation. On update, omit triggers to keep the
    /// current configuration, send a list to replace it, or send an empty list to
    /// disable triggers.
    public var triggers: [LiveDecisionTrigger]?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        delegation: LiveSessionUpdateConfigDelegation? = nil,
        triggers: [LiveDecisionTrigger]? = nil
    ) {
        self.delegation = delegation
        self.triggers = triggers
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.delegation = try container.decodeIfPresent(LiveSessionUpdateConfigDelegation.self, forKey: "delegation")
        self.triggers = try container.decodeIfPresent([LiveDecisionTrigger].self, forKey: "triggers")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.delegation, forKey: "delegation")
        try container.encodeIfPresent(self.triggers, forKey: "triggers")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionUpdateConfig {
    public static var delegation: Self { Self("delegation") }
    public static var triggers: Self { Self("triggers") }
}
