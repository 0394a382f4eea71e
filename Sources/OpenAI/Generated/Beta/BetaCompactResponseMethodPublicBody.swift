// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIResponses
import _OpenAIShared

/// - Schema: `#/components/schemas/BetaCompactResponseMethodPublicBody`
public nonisolated struct BetaCompactResponseMethodPublicBody: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var model: ModelIds?

    public var input: BetaCompactResponseMethodPublicBody.Input?

    public var previousResponseID: String?

    public var instructions: String?

    public var promptCacheKey: String?

    public var promptCacheRetention: PromptCacheRetentionEnum?

    public var promptCacheOptions: PromptCacheOptionsParam?

    public var serviceTier: ServiceTierEnum?

    /// Request level image options.
    public var image: BetaResponseCompactParamsImage?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: ModelIds?,
        input: BetaCompactResponseMethodPublicBody.Input? = nil,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil,
        image: BetaResponseCompactParamsImage? = nil
    ) {
        self.model = model
        self.input = input
        self.previousResponseID = previousResponseID
        self.instructions = instructions
        self.promptCacheKey = promptCacheKey
        self.promptCacheRetention = promptCacheRetention
        self.promptCacheOptions = promptCacheOptions
        self.serviceTier = serviceTier
        self.image = image
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: nil
        )
    }

    /// Text, image, or file inputs to the model, used to generate a response
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// A text input to the model, equivalent to a text input with the `user` role.
        case string(String)
        /// A list of one or many input items to the model, containing different content types.
        case array([BetaInputItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [BetaInputItem](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(ModelIds.self, forKey: "model")
        self.input = try container.decodeIfPresent(BetaCompactResponseMethodPublicBody.Input.self, forKey: "input")
        self.previousResponseID = try container.decodeIfPresent(String.self, forKey: "previous_response_id")
        self.instructions = try container.decodeIfPresent(String.self, forKey: "instructions")
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: "prompt_cache_key")
        self.promptCacheRetention = try container.decodeIfPresent(PromptCacheRetentionEnum.self, forKey: "prompt_cache_retention")
        self.promptCacheOptions = try container.decodeIfPresent(PromptCacheOptionsParam.self, forKey: "prompt_cache_options")
        self.serviceTier = try container.decodeIfPresent(ServiceTierEnum.self, forKey: "service_tier")
        self.image = try container.decodeIfPresent(BetaResponseCompactParamsImage.self, forKey: "image")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.input, forKey: "input")
        try container.encodeIfPresent(self.previousResponseID, forKey: "previous_response_id")
        try container.encodeIfPresent(self.instructions, forKey: "instructions")
        try container.encodeIfPresent(self.promptCacheKey, forKey: "prompt_cache_key")
        try container.encodeIfPresent(self.promptCacheRetention, forKey: "prompt_cache_retention")
        try container.encodeIfPresent(self.promptCacheOptions, forKey: "prompt_cache_options")
        try container.encodeIfPresent(self.serviceTier, forKey: "service_tier")
        try container.encodeIfPresent(self.image, forKey: "image")
    }
}

nonisolated extension NullableMember where Owner == BetaCompactResponseMethodPublicBody {
    public static var input: Self { Self("input") }
    public static var previousResponseID: Self { Self("previous_response_id") }
    public static var instructions: Self { Self("instructions") }
    public static var promptCacheKey: Self { Self("prompt_cache_key") }
    public static var promptCacheRetention: Self { Self("prompt_cache_retention") }
    public static var promptCacheOptions: Self { Self("prompt_cache_options") }
    public static var serviceTier: Self { Self("service_tier") }
}
// MARK: - String arguments

nonisolated extension BetaCompactResponseMethodPublicBody {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: BetaCompactResponseMethodPublicBody.Input? = nil,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil,
        image: BetaResponseCompactParamsImage? = nil
    ) {
        self.init(
            model: ModelIds(rawValue: model),
            input: input,
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            image: image
        )
    }

    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: ModelIds?,
        input: String,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil,
        image: BetaResponseCompactParamsImage? = nil
    ) {
        self.init(
            model: model,
            input: BetaCompactResponseMethodPublicBody.Input.string(input),
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            image: image
        )
    }

    /// The memberwise initializer with `model`, `input` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        input: String,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil,
        image: BetaResponseCompactParamsImage? = nil
    ) {
        self.init(
            model: ModelIds(rawValue: model),
            input: BetaCompactResponseMethodPublicBody.Input.string(input),
            previousResponseID: previousResponseID,
            instructions: instructions,
            promptCacheKey: promptCacheKey,
            promptCacheRetention: promptCacheRetention,
            promptCacheOptions: promptCacheOptions,
            serviceTier: serviceTier,
            image: image
        )
    }
}
