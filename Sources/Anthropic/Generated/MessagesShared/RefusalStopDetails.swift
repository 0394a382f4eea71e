// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Structured information about a refusal.
///
/// - Schema: `#/components/schemas/RefusalStopDetails`
public struct RefusalStopDetails: Codable, Equatable, Sendable, EmptyDecodable {
    /// The policy category that triggered the refusal.
    ///
    /// `null` when the refusal doesn't map to a named category.
    public var category: RefusalStopDetails.Category?

    /// Human-readable explanation of the refusal.
    ///
    /// This text is not guaranteed to be stable. `null` when no explanation is available for the category.
    public var explanation: String?

    /// Type
    public var type: String

    public init(
        category: RefusalStopDetails.Category?,
        explanation: String?
    ) {
        self.category = category
        self.explanation = explanation
        self.type = "refusal"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            category: nil,
            explanation: nil
        )
    }

    /// The policy category that triggered the refusal.
    ///
    /// `null` when the refusal doesn't map to a named category.
    public enum Category: OpenEnum, EmptyDecodable {
        case cyber
        case bio
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "cyber": self = .cyber
            case "bio": self = .bio
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .cyber: "cyber"
            case .bio: "bio"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.category = try container.decodeIfPresent(RefusalStopDetails.Category.self, forKey: "category")
        self.explanation = try container.decodeIfPresent(String.self, forKey: "explanation")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.category, forKey: "category")
        try container.encode(self.explanation, forKey: "explanation")
        try container.encode(self.type, forKey: "type")
    }
}
