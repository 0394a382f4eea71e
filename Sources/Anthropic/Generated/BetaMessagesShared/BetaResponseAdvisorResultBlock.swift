// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseAdvisorResultBlock
///
/// - Schema: `#/components/schemas/BetaResponseAdvisorResultBlock`
public nonisolated struct BetaResponseAdvisorResultBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Text
    public var text: String

    /// Type
    public var type: String

    /// The advisor sub-inference's stop reason (same values as the top-level message
    /// `stop_reason`). `max_tokens` indicates the advisor's output was truncated at the
    /// tool's `max_tokens` value or the advisor model's policy cap.
    public var stopReason: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        text: String,
        stopReason: String? = nil
    ) {
        self.text = text
        self.type = "advisor_result"
        self.stopReason = stopReason
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.text = try container.decodeRequired(String.self, forKey: "text", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "advisor_result")
        self.stopReason = try container.decodeIfPresent(String.self, forKey: "stop_reason")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.text, forKey: "text")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.stopReason, forKey: "stop_reason")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseAdvisorResultBlock {
    public static var stopReason: Self { Self("stop_reason") }
}
