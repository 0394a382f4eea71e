// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A message sent to Claude.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewMessageDetails`
public nonisolated struct BetaComplianceReviewMessageDetails: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The stored request and response.
    ///
    /// Null when `content_unavailable_reason` is set. New types can appear, so accept a
    /// type that you don't know.
    public var content: BetaComplianceReviewCreateMessageContent?

    /// Why `content` is null.
    ///
    /// Null when `content` is set. New types can appear, so accept a type that you
    /// don't know.
    public var contentUnavailableReason: BetaComplianceReviewContentUnavailableReason?

    /// The model that the call named. Null when none was recorded.
    public var model: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: BetaComplianceReviewCreateMessageContent? = nil,
        contentUnavailableReason: BetaComplianceReviewContentUnavailableReason? = nil,
        model: String? = nil
    ) {
        self.content = content
        self.contentUnavailableReason = contentUnavailableReason
        self.model = model
        self.type = "message"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeIfPresent(BetaComplianceReviewCreateMessageContent.self, forKey: "content")
        self.contentUnavailableReason = try container.decodeIfPresent(BetaComplianceReviewContentUnavailableReason.self, forKey: "content_unavailable_reason")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.contentUnavailableReason, forKey: "content_unavailable_reason")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceReviewMessageDetails {
    public static var content: Self { Self("content") }
    public static var contentUnavailableReason: Self { Self("content_unavailable_reason") }
    public static var model: Self { Self("model") }
}
