// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ModelInfo
///
/// - Schema: `#/components/schemas/ModelInfo`
public struct ModelInfo: Codable, Equatable, Sendable, EmptyDecodable {
    /// Object mapping capability names to their support details. Keys are always present for all known capabilities.
    public var capabilities: ModelCapabilities?

    /// RFC 3339 datetime string representing the time at which the model was released. May be set to an epoch value if the release date is unknown.
    public var createdAt: String

    /// A human-readable name for the model.
    public var displayName: String

    /// Unique model identifier.
    public var id: String

    /// Maximum input context window size in tokens for this model.
    public var maxInputTokens: Int?

    /// Maximum value for the `max_tokens` parameter when using this model.
    public var maxTokens: Int?

    /// Object type.
    ///
    /// For Models, this is always `"model"`.
    public var type: String

    public init(
        capabilities: ModelCapabilities?,
        createdAt: String,
        displayName: String,
        id: String,
        maxInputTokens: Int?,
        maxTokens: Int?
    ) {
        self.capabilities = capabilities
        self.createdAt = createdAt
        self.displayName = displayName
        self.id = id
        self.maxInputTokens = maxInputTokens
        self.maxTokens = maxTokens
        self.type = "model"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            capabilities: nil,
            createdAt: .emptyValue,
            displayName: .emptyValue,
            id: .emptyValue,
            maxInputTokens: nil,
            maxTokens: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.capabilities = try container.decodeIfPresent(ModelCapabilities.self, forKey: "capabilities")
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.displayName = try container.decodeRequired(String.self, forKey: "display_name", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.maxInputTokens = try container.decodeIfPresent(Int.self, forKey: "max_input_tokens")
        self.maxTokens = try container.decodeIfPresent(Int.self, forKey: "max_tokens")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "model")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.capabilities, forKey: "capabilities")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.maxInputTokens, forKey: "max_input_tokens")
        try container.encode(self.maxTokens, forKey: "max_tokens")
        try container.encode(self.type, forKey: "type")
    }
}
