// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An image provided as a base64 data URL or a publicly accessible HTTP(S) URL.
///
/// File IDs are not supported.
///
/// - Schema: `#/components/schemas/DecisionInputImageParam`
public nonisolated struct DecisionInputImageParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The image detail level, using the selected model's image profile.
    ///
    /// Defaults to auto.
    public var detail: DecisionInputImageParam.Detail?

    /// A base64-encoded image in a data URL or a publicly accessible HTTP(S) image URL.
    public var imageURL: String

    /// Marks the exact end of a reusable prompt prefix.
    ///
    /// The breakpoint inherits its TTL from the request's `prompt_cache_options.ttl`;
    /// the boundary is not rounded to a token block.
    public var promptCacheBreakpoint: DecisionPromptCacheBreakpointParam?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        imageURL: String,
        detail: DecisionInputImageParam.Detail? = nil,
        promptCacheBreakpoint: DecisionPromptCacheBreakpointParam? = nil
    ) {
        self.detail = detail
        self.imageURL = imageURL
        self.promptCacheBreakpoint = promptCacheBreakpoint
        self.type = "input_image"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            imageURL: .emptyValue
        )
    }

    /// The image detail level, using the selected model's image profile.
    ///
    /// Defaults to auto.
    public nonisolated enum Detail: OpenEnum, EmptyDecodable {
        case low
        case high
        case auto
        case original
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "high": self = .high
            case "auto": self = .auto
            case "original": self = .original
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .high: "high"
            case .auto: "auto"
            case .original: "original"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.detail = try container.decodeIfPresent(DecisionInputImageParam.Detail.self, forKey: "detail")
        self.imageURL = try container.decodeRequired(String.self, forKey: "image_url", in: decoder)
        self.promptCacheBreakpoint = try container.decodeIfPresent(DecisionPromptCacheBreakpointParam.self, forKey: "prompt_cache_breakpoint")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "input_image")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.detail, forKey: "detail")
        try container.encode(self.imageURL, forKey: "image_url")
        try container.encodeIfPresent(self.promptCacheBreakpoint, forKey: "prompt_cache_breakpoint")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == DecisionInputImageParam {
    public static var detail: Self { Self("detail") }
    public static var promptCacheBreakpoint: Self { Self("prompt_cache_breakpoint") }
}
