// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Structured information about a refusal.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsSessionRefusalStopDetails`
public nonisolated struct BetaManagedAgentsSessionRefusalStopDetails: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The policy category that triggered the refusal, or `null` when there is no named
    /// category. New values can be added over time.
    public var category: BetaManagedAgentsSessionRefusalStopDetails.Category?

    /// Human-readable explanation of the refusal, or `null` when none is available.
    ///
    /// The wording can change, so do not parse it.
    public var explanation: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        category: BetaManagedAgentsSessionRefusalStopDetails.Category? = nil,
        explanation: String? = nil
    ) {
        self.category = category
        self.explanation = explanation
        self.type = "refusal"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The policy category that triggered the refusal, or `null` when there is no named
    /// category. New values can be added over time.
    public nonisolated enum Category: OpenEnum, EmptyDecodable {
        case cyber
        case bio
        case frontierLlm
        case reasoningExtraction
        case generalHarms
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "cyber": self = .cyber
            case "bio": self = .bio
            case "frontier_llm": self = .frontierLlm
            case "reasoning_extraction": self = .reasoningExtraction
            case "general_harms": self = .generalHarms
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .cyber: "cyber"
            case .bio: "bio"
            case .frontierLlm: "frontier_llm"
            case .reasoningExtraction: "reasoning_extraction"
            case .generalHarms: "general_harms"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.category = try container.decodeIfPresent(BetaManagedAgentsSessionRefusalStopDetails.Category.self, forKey: "category")
        self.explanation = try container.decodeIfPresent(String.self, forKey: "explanation")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.category, forKey: "category")
        try container.encodeIfPresent(self.explanation, forKey: "explanation")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsSessionRefusalStopDetails {
    public static var category: Self { Self("category") }
    public static var explanation: Self { Self("explanation") }
}
