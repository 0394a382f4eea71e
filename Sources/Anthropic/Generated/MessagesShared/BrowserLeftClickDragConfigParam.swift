// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ``left_click_drag``'s config overrides.
///
/// - Schema: `#/components/schemas/BrowserLeftClickDragConfigParam`
public nonisolated struct BrowserLeftClickDragConfigParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Defer loading for this member.
    ///
    /// Must resolve to the same value on every enabled member of the toolset.
    public var deferLoading: Bool?

    /// Whether this member is offered to the model.
    ///
    /// Default is per member, per the toolset's documentation. A member whose enabled
    /// resolves false is withheld from the served schema.
    public var enabled: Bool?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        deferLoading: Bool? = nil,
        enabled: Bool? = nil
    ) {
        self.deferLoading = deferLoading
        self.enabled = enabled
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.deferLoading = try container.decodeIfPresent(Bool.self, forKey: "defer_loading")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.deferLoading, forKey: "defer_loading")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
    }
}

nonisolated extension NullableMember where Owner == BrowserLeftClickDragConfigParam {
    public static var deferLoading: Self { Self("defer_loading") }
    public static var enabled: Self { Self("enabled") }
}
