// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cumulative billable duration for a Live session.
///
/// Eligible WebRTC sessions also report the active and paused breakdown. Do not sum values across usage events.
///
/// - Schema: `#/components/schemas/LiveSessionUsage`
public nonisolated struct LiveSessionUsage: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The remaining billable seconds attributed to active audio and any unused prepaid
    /// duration.
    public var activeSeconds: Int?

    /// Billable time attributed to paused inference at the configured rate, rounded
    /// down to whole seconds.
    public var pausedSeconds: Int?

    /// The cumulative billable duration in whole seconds.
    ///
    /// When present, the active and paused breakdown adds up to this total.
    public var seconds: Double

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        seconds: Double,
        activeSeconds: Int? = nil,
        pausedSeconds: Int? = nil
    ) {
        self.activeSeconds = activeSeconds
        self.pausedSeconds = pausedSeconds
        self.seconds = seconds
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            seconds: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.activeSeconds = try container.decodeIfPresent(Int.self, forKey: "active_seconds")
        self.pausedSeconds = try container.decodeIfPresent(Int.self, forKey: "paused_seconds")
        self.seconds = try container.decodeRequired(Double.self, forKey: "seconds", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.activeSeconds, forKey: "active_seconds")
        try container.encodeIfPresent(self.pausedSeconds, forKey: "paused_seconds")
        try container.encode(self.seconds, forKey: "seconds")
    }
}

nonisolated extension NullableMember where Owner == LiveSessionUsage {
    public static var activeSeconds: Self { Self("active_seconds") }
    public static var pausedSeconds: Self { Self("paused_seconds") }
}
