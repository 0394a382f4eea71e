// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ModelInfo
///
/// - Schema: `#/components/schemas/ModelInfo`
public nonisolated struct ModelInfo: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// Model IDs this model accepts as `fallbacks[i].model` on the Messages API.
    ///
    /// An empty list means the `fallbacks` parameter is not supported for this model as
    /// primary.
    public var allowedFallbackModels: [String]?

    /// RFC 3339 datetime string representing the time of the model's most recent
    /// deprecation. Populated for `deprecated` and `retired` models; `null` while the
    /// model is `active`.
    public var deprecatedAt: String?

    /// The model's current lifecycle stage.
    ///
    /// - `active`: The model is available for use, open to new adopters, and not
    ///   scheduled for retirement.
    /// - `deprecated`: The model remains callable for organizations with existing
    ///   access, but is headed for retirement and closed to new adopters.
    /// - `retired`: The model is no longer available for use; inference requests naming
    ///   it fail. It remains in the catalogue as the historical record of its
    ///   retirement.
    public var lifecycle: ModelInfo.Lifecycle?

    /// The model line this model belongs to, such as `opus` for both Claude Opus 4.5
    /// and Claude Opus 4.6. More lines may be added. `null` when the model belongs to
    /// no line; do not infer a line from the `id`.
    public var line: ModelLine?

    /// RFC 3339 datetime string representing the model's currently scheduled retirement
    /// date. The schedule can be revised until retirement occurs; `null` while the
    /// model is `active` or while no retirement is scheduled. A past date on a
    /// `deprecated` model means retirement is overdue, not that it has occurred:
    /// `lifecycle` is the retirement signal.
    public var retiresAt: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        capabilities: ModelCapabilities?,
        createdAt: String,
        displayName: String,
        id: String,
        maxInputTokens: Int?,
        maxTokens: Int?,
        allowedFallbackModels: [String]? = nil,
        deprecatedAt: String? = nil,
        lifecycle: ModelInfo.Lifecycle? = nil,
        line: ModelLine? = nil,
        retiresAt: String? = nil
    ) {
        self.capabilities = capabilities
        self.createdAt = createdAt
        self.displayName = displayName
        self.id = id
        self.maxInputTokens = maxInputTokens
        self.maxTokens = maxTokens
        self.type = "model"
        self.allowedFallbackModels = allowedFallbackModels
        self.deprecatedAt = deprecatedAt
        self.lifecycle = lifecycle
        self.line = line
        self.retiresAt = retiresAt
        self.nullNames = []
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

    /// The model's current lifecycle stage.
    ///
    /// - `active`: The model is available for use, open to new adopters, and not
    ///   scheduled for retirement.
    /// - `deprecated`: The model remains callable for organizations with existing
    ///   access, but is headed for retirement and closed to new adopters.
    /// - `retired`: The model is no longer available for use; inference requests naming
    ///   it fail. It remains in the catalogue as the historical record of its
    ///   retirement.
    public nonisolated enum Lifecycle: OpenEnum, EmptyDecodable {
        case active
        case deprecated
        case retired
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "deprecated": self = .deprecated
            case "retired": self = .retired
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .deprecated: "deprecated"
            case .retired: "retired"
            case .unknown(let value): value
            }
        }
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
        self.allowedFallbackModels = try container.decodeIfPresent([String].self, forKey: "allowed_fallback_models")
        self.deprecatedAt = try container.decodeIfPresent(String.self, forKey: "deprecated_at")
        self.lifecycle = try container.decodeIfPresent(ModelInfo.Lifecycle.self, forKey: "lifecycle")
        self.line = try container.decodeIfPresent(ModelLine.self, forKey: "line")
        self.retiresAt = try container.decodeIfPresent(String.self, forKey: "retires_at")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.capabilities, forKey: "capabilities")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.displayName, forKey: "display_name")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.maxInputTokens, forKey: "max_input_tokens")
        try container.encode(self.maxTokens, forKey: "max_tokens")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.allowedFallbackModels, forKey: "allowed_fallback_models")
        try container.encodeIfPresent(self.deprecatedAt, forKey: "deprecated_at")
        try container.encodeIfPresent(self.lifecycle, forKey: "lifecycle")
        try container.encodeIfPresent(self.line, forKey: "line")
        try container.encodeIfPresent(self.retiresAt, forKey: "retires_at")
    }
}

nonisolated extension NullableMember where Owner == ModelInfo {
    public static var allowedFallbackModels: Self { Self("allowed_fallback_models") }
    public static var deprecatedAt: Self { Self("deprecated_at") }
    public static var line: Self { Self("line") }
    public static var retiresAt: Self { Self("retires_at") }
}
