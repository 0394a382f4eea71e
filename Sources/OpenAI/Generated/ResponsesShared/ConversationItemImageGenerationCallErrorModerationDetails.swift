// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Public details for a `moderation_blocked` error, when available.
///
/// - Schema: `#/components/schemas/ConversationItemImageGenerationCallErrorModerationDetails`
public nonisolated struct ConversationItemImageGenerationCallErrorModerationDetails: Codable, Equatable, Sendable, EmptyDecodable {
    /// Public moderation categories. New category values may be added over time.
    public var categories: [String]

    /// The stage where moderation blocked the image generation call.
    public var moderationStage: ConversationItemImageGenerationCallErrorModerationDetails.ModerationStage

    public init(
        categories: [String],
        moderationStage: ConversationItemImageGenerationCallErrorModerationDetails.ModerationStage
    ) {
        self.categories = categories
        self.moderationStage = moderationStage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            categories: .emptyValue,
            moderationStage: .emptyValue
        )
    }

    /// The stage where moderation blocked the image generation call.
    public nonisolated enum ModerationStage: OpenEnum, EmptyDecodable {
        case input
        case output
        case unknownValue
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "input": self = .input
            case "output": self = .output
            case "unknown": self = .unknownValue
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .input: "input"
            case .output: "output"
            case .unknownValue: "unknown"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.categories = try container.decodeRequired([String].self, forKey: "categories", in: decoder)
        self.moderationStage = try container.decodeRequired(ConversationItemImageGenerationCallErrorModerationDetails.ModerationStage.self, forKey: "moderation_stage", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.categories, forKey: "categories")
        try container.encode(self.moderationStage, forKey: "moderation_stage")
    }
}
