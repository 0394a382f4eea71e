// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Details of a moderation failure, when available.
///
/// - Schema: `#/components/schemas/BetaResponseInputItemImageGenerationCallError`
public nonisolated struct BetaResponseInputItemImageGenerationCallError: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The error code.
    public var code: String?

    /// A description of the error.
    public var message: String

    /// Public details for a `moderation_blocked` error, when available.
    public var moderationDetails: BetaResponseInputItemImageGenerationCallErrorModerationDetails?

    /// The related request parameter.
    public var param: String?

    /// The error type.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        message: String,
        type: String,
        code: String? = nil,
        moderationDetails: BetaResponseInputItemImageGenerationCallErrorModerationDetails? = nil,
        param: String? = nil
    ) {
        self.code = code
        self.message = message
        self.moderationDetails = moderationDetails
        self.param = param
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            message: .emptyValue,
            type: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeIfPresent(String.self, forKey: "code")
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.moderationDetails = try container.decodeIfPresent(BetaResponseInputItemImageGenerationCallErrorModerationDetails.self, forKey: "moderation_details")
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.moderationDetails, forKey: "moderation_details")
        try container.encodeIfPresent(self.param, forKey: "param")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseInputItemImageGenerationCallError {
    public static var code: Self { Self("code") }
    public static var moderationDetails: Self { Self("moderation_details") }
    public static var param: Self { Self("param") }
}
