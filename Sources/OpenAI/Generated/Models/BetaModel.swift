// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Model ID used to generate the response, like `gpt-5` or `o3`. OpenAI offers a wide range of models with different capabilities, performance characteristics, and price points. Refer to the [model guide](/docs/models) to browse and compare available models.
///
/// - Schema: `#/components/schemas/BetaModelIdsCompaction`
public enum BetaModelIdsCompaction: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    case responses(BetaModelIdsResponses)
    case string(String)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            if let value = try? BetaModelIdsResponses(from: decoder) {
                self = .responses(value); return
            }
            self = .string(try String(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .responses(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/BetaModelIdsResponses`
public enum BetaModelIdsResponses: Codable, Hashable, Sendable, EmptyDecodable {
    case shared(BetaModelIdsShared)
    /// ResponsesOnlyModel
    case responsesOnlyModel(BetaModelIdsResponses.ResponsesOnlyModel)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// ResponsesOnlyModel
    public enum ResponsesOnlyModel: OpenEnum, EmptyDecodable {
        case o1Pro
        case o1Pro20250319
        case o3Pro
        case o3Pro20250610
        case o3DeepResearch
        case o3DeepResearch20250626
        case o4MiniDeepResearch
        case o4MiniDeepResearch20250626
        case computerUsePreview
        case computerUsePreview20250311
        case gpt55Pro
        case gpt55Pro20260423
        case gpt5Codex
        case gpt5Pro
        case gpt5Pro20251006
        case gpt51CodexMax
        case gptDaybreakBlueLatest
        case gptDaybreakRedLatest
        case gpt56Cyber
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "o1-pro": self = .o1Pro
            case "o1-pro-2025-03-19": self = .o1Pro20250319
            case "o3-pro": self = .o3Pro
            case "o3-pro-2025-06-10": self = .o3Pro20250610
            case "o3-deep-research": self = .o3DeepResearch
            case "o3-deep-research-2025-06-26": self = .o3DeepResearch20250626
            case "o4-mini-deep-research": self = .o4MiniDeepResearch
            case "o4-mini-deep-research-2025-06-26": self = .o4MiniDeepResearch20250626
            case "computer-use-preview": self = .computerUsePreview
            case "computer-use-preview-2025-03-11": self = .computerUsePreview20250311
            case "gpt-5.5-pro": self = .gpt55Pro
            case "gpt-5.5-pro-2026-04-23": self = .gpt55Pro20260423
            case "gpt-5-codex": self = .gpt5Codex
            case "gpt-5-pro": self = .gpt5Pro
            case "gpt-5-pro-2025-10-06": self = .gpt5Pro20251006
            case "gpt-5.1-codex-max": self = .gpt51CodexMax
            case "gpt-daybreak-blue-latest": self = .gptDaybreakBlueLatest
            case "gpt-daybreak-red-latest": self = .gptDaybreakRedLatest
            case "gpt-5.6-cyber": self = .gpt56Cyber
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .o1Pro: "o1-pro"
            case .o1Pro20250319: "o1-pro-2025-03-19"
            case .o3Pro: "o3-pro"
            case .o3Pro20250610: "o3-pro-2025-06-10"
            case .o3DeepResearch: "o3-deep-research"
            case .o3DeepResearch20250626: "o3-deep-research-2025-06-26"
            case .o4MiniDeepResearch: "o4-mini-deep-research"
            case .o4MiniDeepResearch20250626: "o4-mini-deep-research-2025-06-26"
            case .computerUsePreview: "computer-use-preview"
            case .computerUsePreview20250311: "computer-use-preview-2025-03-11"
            case .gpt55Pro: "gpt-5.5-pro"
            case .gpt55Pro20260423: "gpt-5.5-pro-2026-04-23"
            case .gpt5Codex: "gpt-5-codex"
            case .gpt5Pro: "gpt-5-pro"
            case .gpt5Pro20251006: "gpt-5-pro-2025-10-06"
            case .gpt51CodexMax: "gpt-5.1-codex-max"
            case .gptDaybreakBlueLatest: "gpt-daybreak-blue-latest"
            case .gptDaybreakRedLatest: "gpt-daybreak-red-latest"
            case .gpt56Cyber: "gpt-5.6-cyber"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .string:
            if let value = try? BetaModelIdsShared(from: decoder) {
                self = .shared(value); return
            }
            self = .responsesOnlyModel(try BetaModelIdsResponses.ResponsesOnlyModel(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .shared(let value): try value.encode(to: encoder)
        case .responsesOnlyModel(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}

/// - Schema: `#/components/schemas/BetaModelIdsShared`
public enum BetaModelIdsShared: OpenEnum, EmptyDecodable {
    case gpt56Sol
    case gpt56Terra
    case gpt56Luna
    case gpt55
    case gpt5520260423
    case gpt54
    case gpt54Mini
    case gpt54Nano
    case gpt54Mini20260317
    case gpt54Nano20260317
    case gpt53ChatLatest
    case gpt52
    case gpt5220251211
    case gpt52ChatLatest
    case gpt52Pro
    case gpt52Pro20251211
    case gpt51
    case gpt5120251113
    case gpt51Codex
    case gpt51Mini
    case gpt51ChatLatest
    case gpt5
    case gpt5Mini
    case gpt5Nano
    case gpt520250807
    case gpt5Mini20250807
    case gpt5Nano20250807
    case gpt5ChatLatest
    case gpt41
    case gpt41Mini
    case gpt41Nano
    case gpt4120250414
    case gpt41Mini20250414
    case gpt41Nano20250414
    case o4Mini
    case o4Mini20250416
    case o3
    case o320250416
    case o3Mini
    case o3Mini20250131
    case o1
    case o120241217
    case o1Preview
    case o1Preview20240912
    case o1Mini
    case o1Mini20240912
    case gpt4o
    case gpt4o20241120
    case gpt4o20240806
    case gpt4o20240513
    case gpt4oAudioPreview
    case gpt4oAudioPreview20241001
    case gpt4oAudioPreview20241217
    case gpt4oAudioPreview20250603
    case gpt4oMiniAudioPreview
    case gpt4oMiniAudioPreview20241217
    case gpt4oSearchPreview
    case gpt4oMiniSearchPreview
    case gpt4oSearchPreview20250311
    case gpt4oMiniSearchPreview20250311
    case chatgpt4oLatest
    case codexMiniLatest
    case gpt4oMini
    case gpt4oMini20240718
    case gpt4Turbo
    case gpt4Turbo20240409
    case gpt40125Preview
    case gpt4TurboPreview
    case gpt41106Preview
    case gpt4VisionPreview
    case gpt4
    case gpt40314
    case gpt40613
    case gpt432k
    case gpt432k0314
    case gpt432k0613
    case gpt35Turbo
    case gpt35Turbo16k
    case gpt35Turbo0301
    case gpt35Turbo0613
    case gpt35Turbo1106
    case gpt35Turbo0125
    case gpt35Turbo16k0613
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "gpt-5.6-sol": self = .gpt56Sol
        case "gpt-5.6-terra": self = .gpt56Terra
        case "gpt-5.6-luna": self = .gpt56Luna
        case "gpt-5.5": self = .gpt55
        case "gpt-5.5-2026-04-23": self = .gpt5520260423
        case "gpt-5.4": self = .gpt54
        case "gpt-5.4-mini": self = .gpt54Mini
        case "gpt-5.4-nano": self = .gpt54Nano
        case "gpt-5.4-mini-2026-03-17": self = .gpt54Mini20260317
        case "gpt-5.4-nano-2026-03-17": self = .gpt54Nano20260317
        case "gpt-5.3-chat-latest": self = .gpt53ChatLatest
        case "gpt-5.2": self = .gpt52
        case "gpt-5.2-2025-12-11": self = .gpt5220251211
        case "gpt-5.2-chat-latest": self = .gpt52ChatLatest
        case "gpt-5.2-pro": self = .gpt52Pro
        case "gpt-5.2-pro-2025-12-11": self = .gpt52Pro20251211
        case "gpt-5.1": self = .gpt51
        case "gpt-5.1-2025-11-13": self = .gpt5120251113
        case "gpt-5.1-codex": self = .gpt51Codex
        case "gpt-5.1-mini": self = .gpt51Mini
        case "gpt-5.1-chat-latest": self = .gpt51ChatLatest
        case "gpt-5": self = .gpt5
        case "gpt-5-mini": self = .gpt5Mini
        case "gpt-5-nano": self = .gpt5Nano
        case "gpt-5-2025-08-07": self = .gpt520250807
        case "gpt-5-mini-2025-08-07": self = .gpt5Mini20250807
        case "gpt-5-nano-2025-08-07": self = .gpt5Nano20250807
        case "gpt-5-chat-latest": self = .gpt5ChatLatest
        case "gpt-4.1": self = .gpt41
        case "gpt-4.1-mini": self = .gpt41Mini
        case "gpt-4.1-nano": self = .gpt41Nano
        case "gpt-4.1-2025-04-14": self = .gpt4120250414
        case "gpt-4.1-mini-2025-04-14": self = .gpt41Mini20250414
        case "gpt-4.1-nano-2025-04-14": self = .gpt41Nano20250414
        case "o4-mini": self = .o4Mini
        case "o4-mini-2025-04-16": self = .o4Mini20250416
        case "o3": self = .o3
        case "o3-2025-04-16": self = .o320250416
        case "o3-mini": self = .o3Mini
        case "o3-mini-2025-01-31": self = .o3Mini20250131
        case "o1": self = .o1
        case "o1-2024-12-17": self = .o120241217
        case "o1-preview": self = .o1Preview
        case "o1-preview-2024-09-12": self = .o1Preview20240912
        case "o1-mini": self = .o1Mini
        case "o1-mini-2024-09-12": self = .o1Mini20240912
        case "gpt-4o": self = .gpt4o
        case "gpt-4o-2024-11-20": self = .gpt4o20241120
        case "gpt-4o-2024-08-06": self = .gpt4o20240806
        case "gpt-4o-2024-05-13": self = .gpt4o20240513
        case "gpt-4o-audio-preview": self = .gpt4oAudioPreview
        case "gpt-4o-audio-preview-2024-10-01": self = .gpt4oAudioPreview20241001
        case "gpt-4o-audio-preview-2024-12-17": self = .gpt4oAudioPreview20241217
        case "gpt-4o-audio-preview-2025-06-03": self = .gpt4oAudioPreview20250603
        case "gpt-4o-mini-audio-preview": self = .gpt4oMiniAudioPreview
        case "gpt-4o-mini-audio-preview-2024-12-17": self = .gpt4oMiniAudioPreview20241217
        case "gpt-4o-search-preview": self = .gpt4oSearchPreview
        case "gpt-4o-mini-search-preview": self = .gpt4oMiniSearchPreview
        case "gpt-4o-search-preview-2025-03-11": self = .gpt4oSearchPreview20250311
        case "gpt-4o-mini-search-preview-2025-03-11": self = .gpt4oMiniSearchPreview20250311
        case "chatgpt-4o-latest": self = .chatgpt4oLatest
        case "codex-mini-latest": self = .codexMiniLatest
        case "gpt-4o-mini": self = .gpt4oMini
        case "gpt-4o-mini-2024-07-18": self = .gpt4oMini20240718
        case "gpt-4-turbo": self = .gpt4Turbo
        case "gpt-4-turbo-2024-04-09": self = .gpt4Turbo20240409
        case "gpt-4-0125-preview": self = .gpt40125Preview
        case "gpt-4-turbo-preview": self = .gpt4TurboPreview
        case "gpt-4-1106-preview": self = .gpt41106Preview
        case "gpt-4-vision-preview": self = .gpt4VisionPreview
        case "gpt-4": self = .gpt4
        case "gpt-4-0314": self = .gpt40314
        case "gpt-4-0613": self = .gpt40613
        case "gpt-4-32k": self = .gpt432k
        case "gpt-4-32k-0314": self = .gpt432k0314
        case "gpt-4-32k-0613": self = .gpt432k0613
        case "gpt-3.5-turbo": self = .gpt35Turbo
        case "gpt-3.5-turbo-16k": self = .gpt35Turbo16k
        case "gpt-3.5-turbo-0301": self = .gpt35Turbo0301
        case "gpt-3.5-turbo-0613": self = .gpt35Turbo0613
        case "gpt-3.5-turbo-1106": self = .gpt35Turbo1106
        case "gpt-3.5-turbo-0125": self = .gpt35Turbo0125
        case "gpt-3.5-turbo-16k-0613": self = .gpt35Turbo16k0613
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .gpt56Sol: "gpt-5.6-sol"
        case .gpt56Terra: "gpt-5.6-terra"
        case .gpt56Luna: "gpt-5.6-luna"
        case .gpt55: "gpt-5.5"
        case .gpt5520260423: "gpt-5.5-2026-04-23"
        case .gpt54: "gpt-5.4"
        case .gpt54Mini: "gpt-5.4-mini"
        case .gpt54Nano: "gpt-5.4-nano"
        case .gpt54Mini20260317: "gpt-5.4-mini-2026-03-17"
        case .gpt54Nano20260317: "gpt-5.4-nano-2026-03-17"
        case .gpt53ChatLatest: "gpt-5.3-chat-latest"
        case .gpt52: "gpt-5.2"
        case .gpt5220251211: "gpt-5.2-2025-12-11"
        case .gpt52ChatLatest: "gpt-5.2-chat-latest"
        case .gpt52Pro: "gpt-5.2-pro"
        case .gpt52Pro20251211: "gpt-5.2-pro-2025-12-11"
        case .gpt51: "gpt-5.1"
        case .gpt5120251113: "gpt-5.1-2025-11-13"
        case .gpt51Codex: "gpt-5.1-codex"
        case .gpt51Mini: "gpt-5.1-mini"
        case .gpt51ChatLatest: "gpt-5.1-chat-latest"
        case .gpt5: "gpt-5"
        case .gpt5Mini: "gpt-5-mini"
        case .gpt5Nano: "gpt-5-nano"
        case .gpt520250807: "gpt-5-2025-08-07"
        case .gpt5Mini20250807: "gpt-5-mini-2025-08-07"
        case .gpt5Nano20250807: "gpt-5-nano-2025-08-07"
        case .gpt5ChatLatest: "gpt-5-chat-latest"
        case .gpt41: "gpt-4.1"
        case .gpt41Mini: "gpt-4.1-mini"
        case .gpt41Nano: "gpt-4.1-nano"
        case .gpt4120250414: "gpt-4.1-2025-04-14"
        case .gpt41Mini20250414: "gpt-4.1-mini-2025-04-14"
        case .gpt41Nano20250414: "gpt-4.1-nano-2025-04-14"
        case .o4Mini: "o4-mini"
        case .o4Mini20250416: "o4-mini-2025-04-16"
        case .o3: "o3"
        case .o320250416: "o3-2025-04-16"
        case .o3Mini: "o3-mini"
        case .o3Mini20250131: "o3-mini-2025-01-31"
        case .o1: "o1"
        case .o120241217: "o1-2024-12-17"
        case .o1Preview: "o1-preview"
        case .o1Preview20240912: "o1-preview-2024-09-12"
        case .o1Mini: "o1-mini"
        case .o1Mini20240912: "o1-mini-2024-09-12"
        case .gpt4o: "gpt-4o"
        case .gpt4o20241120: "gpt-4o-2024-11-20"
        case .gpt4o20240806: "gpt-4o-2024-08-06"
        case .gpt4o20240513: "gpt-4o-2024-05-13"
        case .gpt4oAudioPreview: "gpt-4o-audio-preview"
        case .gpt4oAudioPreview20241001: "gpt-4o-audio-preview-2024-10-01"
        case .gpt4oAudioPreview20241217: "gpt-4o-audio-preview-2024-12-17"
        case .gpt4oAudioPreview20250603: "gpt-4o-audio-preview-2025-06-03"
        case .gpt4oMiniAudioPreview: "gpt-4o-mini-audio-preview"
        case .gpt4oMiniAudioPreview20241217: "gpt-4o-mini-audio-preview-2024-12-17"
        case .gpt4oSearchPreview: "gpt-4o-search-preview"
        case .gpt4oMiniSearchPreview: "gpt-4o-mini-search-preview"
        case .gpt4oSearchPreview20250311: "gpt-4o-search-preview-2025-03-11"
        case .gpt4oMiniSearchPreview20250311: "gpt-4o-mini-search-preview-2025-03-11"
        case .chatgpt4oLatest: "chatgpt-4o-latest"
        case .codexMiniLatest: "codex-mini-latest"
        case .gpt4oMini: "gpt-4o-mini"
        case .gpt4oMini20240718: "gpt-4o-mini-2024-07-18"
        case .gpt4Turbo: "gpt-4-turbo"
        case .gpt4Turbo20240409: "gpt-4-turbo-2024-04-09"
        case .gpt40125Preview: "gpt-4-0125-preview"
        case .gpt4TurboPreview: "gpt-4-turbo-preview"
        case .gpt41106Preview: "gpt-4-1106-preview"
        case .gpt4VisionPreview: "gpt-4-vision-preview"
        case .gpt4: "gpt-4"
        case .gpt40314: "gpt-4-0314"
        case .gpt40613: "gpt-4-0613"
        case .gpt432k: "gpt-4-32k"
        case .gpt432k0314: "gpt-4-32k-0314"
        case .gpt432k0613: "gpt-4-32k-0613"
        case .gpt35Turbo: "gpt-3.5-turbo"
        case .gpt35Turbo16k: "gpt-3.5-turbo-16k"
        case .gpt35Turbo0301: "gpt-3.5-turbo-0301"
        case .gpt35Turbo0613: "gpt-3.5-turbo-0613"
        case .gpt35Turbo1106: "gpt-3.5-turbo-1106"
        case .gpt35Turbo0125: "gpt-3.5-turbo-0125"
        case .gpt35Turbo16k0613: "gpt-3.5-turbo-16k-0613"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaModelResponseProperties`
public struct BetaModelResponseProperties: Codable, Hashable, Sendable, EmptyDecodable {
    public var metadata: BetaMetadata?

    public var topLogprobs: Int?

    public var temperature: Double?

    public var topP: Double?

    /// This field is being replaced by `safety_identifier` and `prompt_cache_key`. Use `prompt_cache_key` instead to maintain caching optimizations.
    /// A stable identifier for your end-users.
    /// Used to boost cache hit rates by better bucketing similar requests and  to help OpenAI detect and prevent abuse. [Learn more](/docs/guides/safety-best-practices#safety-identifiers).
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var user: String? {
        get { _user }
        set { _user = newValue }
    }

    public var safetyIdentifier: String?

    public var promptCacheKey: String?

    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var promptCacheRetention: BetaModelResponseProperties.PromptCacheRetention? {
        get { _promptCacheRetention }
        set { _promptCacheRetention = newValue }
    }
    private var _user: String?
    private var _promptCacheRetention: BetaModelResponseProperties.PromptCacheRetention?

    public init(
        metadata: BetaMetadata? = nil,
        topLogprobs: Int? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        user: String? = nil,
        safetyIdentifier: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: BetaModelResponseProperties.PromptCacheRetention? = nil
    ) {
        self.metadata = metadata
        self.topLogprobs = topLogprobs
        self.temperature = temperature
        self.topP = topP
        self._user = user
        self.safetyIdentifier = safetyIdentifier
        self.promptCacheKey = promptCacheKey
        self._promptCacheRetention = promptCacheRetention
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Deprecated. Use `prompt_cache_options.ttl` instead.
    ///
    /// The retention policy for the prompt cache. Set to `24h` to enable extended prompt caching, which keeps cached prefixes active for longer, up to a maximum of 24 hours. [Learn more](/docs/guides/prompt-caching#prompt-cache-retention).
    /// This field expresses a maximum retention policy, while
    /// `prompt_cache_options.ttl` expresses a minimum cache lifetime. The two
    /// fields are independent and do not interact.
    /// For `gpt-5.5`, `gpt-5.5-pro`, and future models, only `24h` is supported.
    ///
    /// For older models that support both `in_memory` and `24h`, the default depends on your organization's data retention policy:
    ///   - Organizations without ZDR enabled default to `24h`.
    ///   - Organizations with ZDR enabled default to `in_memory` when `prompt_cache_retention` is not specified.
    ///
    /// - Warning: Deprecated in the spec.
    public enum PromptCacheRetention: OpenEnum, EmptyDecodable {
        case inMemory
        case _24h
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_memory": self = .inMemory
            case "24h": self = ._24h
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inMemory: "in_memory"
            case ._24h: "24h"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case metadata
        case topLogprobs = "top_logprobs"
        case temperature
        case topP = "top_p"
        case user
        case safetyIdentifier = "safety_identifier"
        case promptCacheKey = "prompt_cache_key"
        case promptCacheRetention = "prompt_cache_retention"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.metadata = try container.decodeIfPresent(BetaMetadata.self, forKey: .metadata)
        self.topLogprobs = try container.decodeIfPresent(Int.self, forKey: .topLogprobs)
        self.temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
        self.topP = try container.decodeIfPresent(Double.self, forKey: .topP)
        self._user = try container.decodeIfPresent(String.self, forKey: .user)
        self.safetyIdentifier = try container.decodeIfPresent(String.self, forKey: .safetyIdentifier)
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: .promptCacheKey)
        self._promptCacheRetention = try container.decodeIfPresent(BetaModelResponseProperties.PromptCacheRetention.self, forKey: .promptCacheRetention)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.metadata, forKey: .metadata)
        try container.encodeIfPresent(self.topLogprobs, forKey: .topLogprobs)
        try container.encodeIfPresent(self.temperature, forKey: .temperature)
        try container.encodeIfPresent(self.topP, forKey: .topP)
        try container.encodeIfPresent(self._user, forKey: .user)
        try container.encodeIfPresent(self.safetyIdentifier, forKey: .safetyIdentifier)
        try container.encodeIfPresent(self.promptCacheKey, forKey: .promptCacheKey)
        try container.encodeIfPresent(self._promptCacheRetention, forKey: .promptCacheRetention)
    }
}
