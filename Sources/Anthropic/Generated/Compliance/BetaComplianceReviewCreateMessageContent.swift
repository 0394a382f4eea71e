// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicBetaMessages

/// A request to create a message, and its response.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewCreateMessageContent`
public nonisolated struct BetaComplianceReviewCreateMessageContent: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The `POST /v1/messages` request body, without thinking blocks or unpublished
    /// fields. For a user's message from an Anthropic app, such as Claude Code,
    /// `system` is a placeholder.
    public var request: [String: JSONValue]

    /// The model's `Message`, without thinking blocks or unpublished fields.
    ///
    /// Null when no response was stored, for example because the client disconnected.
    public var response: BetaMessage?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        request: [String: JSONValue],
        response: BetaMessage? = nil
    ) {
        self.request = request
        self.response = response
        self.type = "create_message"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            request: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.request = try container.decodeRequired([String: JSONValue].self, forKey: "request", in: decoder)
        self.response = try container.decodeIfPresent(BetaMessage.self, forKey: "response")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "create_message")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.request, forKey: "request")
        try container.encodeIfPresent(self.response, forKey: "response")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceReviewCreateMessageContent {
    public static var response: Self { Self("response") }
}
