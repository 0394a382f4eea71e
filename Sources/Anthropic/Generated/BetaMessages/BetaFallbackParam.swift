// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// One entry in the `fallbacks` chain on a `/v1/messages` request.
///
/// `model` is required. The override fields (`max_tokens`, `thinking`,
/// `output_config`, and `speed`) set the corresponding parameter for this
/// attempt only and are validated as if the request were made to `model`.
/// Any other key is rejected at parse time.
///
/// - Schema: `#/components/schemas/BetaFallbackParam`
public nonisolated struct BetaFallbackParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral, NullableMembers {
    /// The `max_tokens` for the fallback attempt that uses this `fallbacks` entry's
    /// `model`, in place of the request's `max_tokens`. If you leave it out or set it
    /// to `null`, the attempt uses the request's `max_tokens`.
    ///
    /// See the
    /// [refusals and fallback guide](https://platform.claude.com/docs/en/build-with-claude/refusals-and-fallback#naming-your-own-fallback-models)
    /// to learn more about fallback entries.
    public var maxTokens: Int?

    /// The model that will complete your prompt.
    ///
    /// See [models](https://docs.anthropic.com/en/docs/models-overview) for additional
    /// details and options.
    public var model: Model

    /// Output parameters for the fallback attempt that uses this `fallbacks` entry's
    /// `model`, combined with the request's `output_config` one field at a time.
    ///
    /// - `format`: If you leave it out, the attempt uses the request's `format`. If you
    ///   set it to `null`, the attempt runs without a format.
    /// - `effort`: If you leave it out, the attempt uses the request's `effort` when
    ///   `model` supports that level with the attempt's `thinking`. If the request
    ///   doesn't set `effort`, if `model` doesn't support the level, or if you set
    ///   `effort` to `null`, the attempt runs at the default effort of `model`.
    /// - `task_budget`: If you leave it out, the attempt uses the request's
    ///   `task_budget` when `model` accepts a task budget of that size. If the request
    ///   doesn't set `task_budget`, if `model` doesn't accept it, or if you set
    ///   `task_budget` to `null`, the attempt runs without a task budget.
    ///
    /// Set `output_config` to `null` to run the attempt without a format or a task
    /// budget, at the default effort of `model`.
    ///
    /// These rules apply with the `server-side-fallback-2026-07-01` beta header.
    public var outputConfig: BetaOutputConfig?

    /// The inference speed mode for the fallback attempt that uses this `fallbacks`
    /// entry's `model`. If you leave it out, the attempt runs at `fast` speed only when
    /// the request sets `speed` to `fast` and your organization can use fast mode on
    /// `model`.
    ///
    /// Otherwise, or when you set this field to `null`, the attempt runs at `standard`
    /// speed.
    ///
    /// These rules apply with the `server-side-fallback-2026-07-01` beta header.
    public var speed: BetaFallbackParam.Speed?

    /// The thinking configuration for the fallback attempt that uses this `fallbacks`
    /// entry's `model`. If you leave it out, the attempt uses the request's `thinking`
    /// when `model` supports that thinking `type`.
    ///
    /// If you leave it out and the request's thinking `type` is `between_tools` but
    /// `model` doesn't support `between_tools`, the attempt uses `disabled` if `model`
    /// supports it. Otherwise, if `model` doesn't support the request's thinking
    /// `type`, if the request doesn't set `thinking`, or if you set this field to
    /// `null`, the attempt uses the thinking `type` that `model` uses when a request
    /// leaves out `thinking`. The request's `thinking.display` still applies where
    /// `model` allows it.
    ///
    /// These rules apply with the `server-side-fallback-2026-07-01` beta header.
    public var thinking: ThinkingConfigParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        model: Model,
        maxTokens: Int? = nil,
        outputConfig: BetaOutputConfig? = nil,
        speed: BetaFallbackParam.Speed? = nil,
        thinking: ThinkingConfigParam? = nil
    ) {
        self.maxTokens = maxTokens
        self.model = model
        self.outputConfig = outputConfig
        self.speed = speed
        self.thinking = thinking
        self.nullNames = []
    }

    public init(stringLiteral value: String) {
        self.init(model: Model(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    /// The inference speed mode for the fallback attempt that uses this `fallbacks`
    /// entry's `model`. If you leave it out, the attempt runs at `fast` speed only when
    /// the request sets `speed` to `fast` and your organization can use fast mode on
    /// `model`.
    ///
    /// Otherwise, or when you set this field to `null`, the attempt runs at `standard`
    /// speed.
    ///
    /// These rules apply with the `server-side-fallback-2026-07-01` beta header.
    public nonisolated enum Speed: OpenEnum, EmptyDecodable {
        case standard
        case fast
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "fast": self = .fast
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .fast: "fast"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.maxTokens = try container.decodeIfPresent(Int.self, forKey: "max_tokens")
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.outputConfig = try container.decodeIfPresent(BetaOutputConfig.self, forKey: "output_config")
        self.speed = try container.decodeIfPresent(BetaFallbackParam.Speed.self, forKey: "speed")
        self.thinking = try container.decodeIfPresent(ThinkingConfigParam.self, forKey: "thinking")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.maxTokens, forKey: "max_tokens")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.outputConfig, forKey: "output_config")
        try container.encodeIfPresent(self.speed, forKey: "speed")
        try container.encodeIfPresent(self.thinking, forKey: "thinking")
    }
}

nonisolated extension NullableMember where Owner == BetaFallbackParam {
    public static var maxTokens: Self { Self("max_tokens") }
    public static var outputConfig: Self { Self("output_config") }
    public static var speed: Self { Self("speed") }
    public static var thinking: Self { Self("thinking") }
}
