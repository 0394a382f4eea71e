// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Options for prompt caching.
///
/// Supported for `gpt-5.6` and later models. By default, OpenAI automatically chooses one implicit cache breakpoint. You can add explicit breakpoints to content blocks with `prompt_cache_breakpoint`. Each request can write up to four breakpoints. For cache matching, OpenAI considers up to the latest 80 breakpoints in the conversation, without a content-block lookback limit. Set `mode` to `explicit` to disable the implicit breakpoint. The `ttl` defaults to `30m`, which is currently the only supported value. See the [prompt caching guide](https://developers.openai.com/api/docs/guides/prompt-caching) for current details.
///
/// - Schema: `#/components/schemas/DecisionCreateParamsPromptCacheOptions`
public nonisolated struct DecisionCreateParamsPromptCacheOptions: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Controls whether OpenAI automatically creates an implicit cache breakpoint.
    ///
    /// Defaults to `implicit`. With `implicit`, OpenAI creates one implicit breakpoint
    /// and writes up to the latest three explicit breakpoints in the request. With
    /// `explicit`, OpenAI does not create an implicit breakpoint and writes up to the
    /// latest four explicit breakpoints. If there are no explicit breakpoints, the
    /// request does not use prompt caching.
    public var mode: DecisionCreateParamsPromptCacheOptions.Mode?

    /// The minimum lifetime applied to every implicit and explicit cache breakpoint
    /// written by the request. Defaults to `30m`, which is currently the only supported
    /// value. The backend may retain cache entries for longer.
    public var ttl: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        mode: DecisionCreateParamsPromptCacheOptions.Mode? = nil,
        ttl: String? = nil
    ) {
        self.mode = mode
        self.ttl = ttl
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Controls whether OpenAI automatically creates an implicit cache breakpoint.
    ///
    /// Defaults to `implicit`. With `implicit`, OpenAI creates one implicit breakpoint
    /// and writes up to the latest three explicit breakpoints in the request. With
    /// `explicit`, OpenAI does not create an implicit breakpoint and writes up to the
    /// latest four explicit breakpoints. If there are no explicit breakpoints, the
    /// request does not use prompt caching.
    public nonisolated enum Mode: OpenEnum, EmptyDecodable {
        case implicit
        case explicit
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "implicit": self = .implicit
            case "explicit": self = .explicit
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .implicit: "implicit"
            case .explicit: "explicit"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeIfPresent(DecisionCreateParamsPromptCacheOptions.Mode.self, forKey: "mode")
        self.ttl = try container.decodeIfPresent(String.self, forKey: "ttl")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.mode, forKey: "mode")
        try container.encodeIfPresent(self.ttl, forKey: "ttl")
    }
}

nonisolated extension NullableMember where Owner == DecisionCreateParamsPromptCacheOptions {
    public static var mode: Self { Self("mode") }
}
