// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A moderation result produced for the response input or output.
///
/// - Schema: `#/components/schemas/ModerationResultBody`
public nonisolated struct ModerationResultBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which was always `moderation_result` for successful moderation results.
    public var type: String

    /// The moderation model that produced this result.
    public var model: String

    /// A boolean indicating whether the content was flagged by any category.
    public var flagged: Bool

    /// A dictionary of moderation categories to booleans, True if the input is flagged under this category.
    public var categories: [String: Bool]

    /// A dictionary of moderation categories to scores.
    public var categoryScores: [String: Double]

    /// Which modalities of input are reflected by the score for each category.
    public var categoryAppliedInputTypes: [String: [ModerationInputType]]

    public init(
        model: String,
        flagged: Bool,
        categories: [String: Bool],
        categoryScores: [String: Double],
        categoryAppliedInputTypes: [String: [ModerationInputType]]
    ) {
        self.type = "moderation_result"
        self.model = model
        self.flagged = flagged
        self.categories = categories
        self.categoryScores = categoryScores
        self.categoryAppliedInputTypes = categoryAppliedInputTypes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            flagged: .emptyValue,
            categories: .emptyValue,
            categoryScores: .emptyValue,
            categoryAppliedInputTypes: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "moderation_result")
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.flagged = try container.decodeRequired(Bool.self, forKey: "flagged", in: decoder)
        self.categories = try container.decodeRequired([String: Bool].self, forKey: "categories", in: decoder)
        self.categoryScores = try container.decodeRequired([String: Double].self, forKey: "category_scores", in: decoder)
        self.categoryAppliedInputTypes = try container.decodeRequired([String: [ModerationInputType]].self, forKey: "category_applied_input_types", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.flagged, forKey: "flagged")
        try container.encode(self.categories, forKey: "categories")
        try container.encode(self.categoryScores, forKey: "category_scores")
        try container.encode(self.categoryAppliedInputTypes, forKey: "category_applied_input_types")
    }
}
