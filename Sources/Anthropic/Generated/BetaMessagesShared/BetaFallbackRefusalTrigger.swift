// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The `from` model declined for policy reasons.
///
/// - Schema: `#/components/schemas/BetaFallbackRefusalTrigger`
public nonisolated struct BetaFallbackRefusalTrigger: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The policy category that triggered the `from` model's refusal at this hop.
    ///
    /// `null` when the refusal doesn't map to a named category. Same vocabulary as
    /// `stop_details.category`.
    ///
    /// - `cyber` - The request could enable cyber harm, such as malware or exploit
    ///   development. Benign cybersecurity work can also trigger this category.
    /// - `bio` - The request could enable biological harm, such as dangerous lab
    ///   methods. Beneficial life sciences work can also trigger this category.
    /// - `frontier_llm` - The request could assist the development of competing AI
    ///   models, which is restricted under
    ///   [Anthropic's commercial terms](https://www.anthropic.com/legal/commercial-terms).
    ///   Benign machine learning work can also trigger this category.
    /// - `reasoning_extraction` - The request asks the model to reproduce its internal
    ///   reasoning in the response text. To get reasoning in a structured form instead,
    ///   use
    ///   [adaptive thinking](https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking).
    /// - `general_harms` - The request could be related to an area that was determined
    ///   as harmful. Benign work might sometimes trigger this category.
    public var category: BetaFallbackRefusalTrigger.Category?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        category: BetaFallbackRefusalTrigger.Category? = nil
    ) {
        self.category = category
        self.type = "refusal"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The policy category that triggered the `from` model's refusal at this hop.
    ///
    /// `null` when the refusal doesn't map to a named category. Same vocabulary as
    /// `stop_details.category`.
    ///
    /// - `cyber` - The request could enable cyber harm, such as malware or exploit
    ///   development. Benign cybersecurity work can also trigger this category.
    /// - `bio` - The request could enable biological harm, such as dangerous lab
    ///   methods. Beneficial life sciences work can also trigger this category.
    /// - `frontier_llm` - The request could assist the development of competing AI
    ///   models, which is restricted under
    ///   [Anthropic's commercial terms](https://www.anthropic.com/legal/commercial-terms).
    ///   Benign machine learning work can also trigger this category.
    /// - `reasoning_extraction` - The request asks the model to reproduce its internal
    ///   reasoning in the response text. To get reasoning in a structured form instead,
    ///   use
    ///   [adaptive thinking](https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking).
    /// - `general_harms` - The request could be related to an area that was determined
    ///   as harmful. Benign work might sometimes trigger this category.
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
        self.category = try container.decodeIfPresent(BetaFallbackRefusalTrigger.Category.self, forKey: "category")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "refusal")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.category, forKey: "category")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaFallbackRefusalTrigger {
    public static var category: Self { Self("category") }
}
