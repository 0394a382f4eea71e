// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// When the number of tokens in a conversation exceeds the model's input token limit, the conversation be truncated, meaning messages (starting from the oldest) will not be included in the model's context. A 32k context model with 4,096 max output tokens can only include 28,224 tokens in the context before truncation occurs.
///
/// Clients can configure truncation behavior to truncate with a lower max token limit, which is an effective way to control token usage and cost.
///
/// Truncation will reduce the number of cached tokens on the next turn (busting the cache), since messages are dropped from the beginning of the context. However, clients can also configure truncation to retain messages up to a fraction of the maximum context size, which will reduce the need for future truncations and thus improve the cache rate.
///
/// Truncation can be disabled entirely, which means the server will never truncate but would instead return an error if the conversation exceeds the model's input token limit.
///
/// - Schema: `#/components/schemas/RealtimeTruncation`
public nonisolated enum RealtimeTruncation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The truncation strategy to use for the session. `auto` is the default truncation strategy. `disabled` will disable truncation and emit errors when the conversation exceeds the input token limit.
    case string(RealtimeTruncation.StringValue)
    /// Retain a fraction of the conversation tokens when the conversation exceeds the input token limit. This allows you to amortize truncations across multiple turns, which can help improve cached token usage.
    case retentionRatioTruncation(RealtimeTruncation.RetentionRatioTruncation)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// The truncation strategy to use for the session. `auto` is the default truncation strategy. `disabled` will disable truncation and emit errors when the conversation exceeds the input token limit.
    public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
        case auto
        case disabled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "auto": self = .auto
            case "disabled": self = .disabled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .auto: "auto"
            case .disabled: "disabled"
            case .unknown(let value): value
            }
        }
    }

    /// Retain a fraction of the conversation tokens when the conversation exceeds the input token limit. This allows you to amortize truncations across multiple turns, which can help improve cached token usage.
    public nonisolated struct RetentionRatioTruncation: Codable, Equatable, Sendable, EmptyDecodable {
        /// Use retention ratio truncation.
        public var type: String

        /// Fraction of post-instruction conversation tokens to retain (`0.0` - `1.0`) when the conversation exceeds the input token limit. Setting this to `0.8` means that messages will be dropped until 80% of the maximum allowed tokens are used. This helps reduce the frequency of truncations and improve cache rates.
        public var retentionRatio: Double

        /// Optional custom token limits for this truncation strategy. If not provided, the model's default token limits will be used.
        public var tokenLimits: RealtimeTruncation.RetentionRatioTruncation.TokenLimits?

        public init(
            retentionRatio: Double,
            tokenLimits: RealtimeTruncation.RetentionRatioTruncation.TokenLimits? = nil
        ) {
            self.type = "retention_ratio"
            self.retentionRatio = retentionRatio
            self.tokenLimits = tokenLimits
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                retentionRatio: .emptyValue
            )
        }

        /// Optional custom token limits for this truncation strategy. If not provided, the model's default token limits will be used.
        public nonisolated struct TokenLimits: Codable, Equatable, Sendable, EmptyDecodable {
            /// Maximum tokens allowed in the conversation after instructions (which including tool definitions). For example, setting this to 5,000 would mean that truncation would occur when the conversation exceeds 5,000 tokens after instructions. This cannot be higher than the model's context window size minus the maximum output tokens.
            public var postInstructions: Int?

            public init(
                postInstructions: Int? = nil
            ) {
                self.postInstructions = postInstructions
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self { Self() }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.postInstructions = try container.decodeIfPresent(Int.self, forKey: "post_instructions")
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encodeIfPresent(self.postInstructions, forKey: "post_instructions")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "retention_ratio")
            self.retentionRatio = try container.decodeRequired(Double.self, forKey: "retention_ratio", in: decoder)
            self.tokenLimits = try container.decodeIfPresent(RealtimeTruncation.RetentionRatioTruncation.TokenLimits.self, forKey: "token_limits")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.type, forKey: "type")
            try container.encode(self.retentionRatio, forKey: "retention_ratio")
            try container.encodeIfPresent(self.tokenLimits, forKey: "token_limits")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .retentionRatioTruncation(try RealtimeTruncation.RetentionRatioTruncation(from: decoder)); return
        case .string:
            self = .string(try RealtimeTruncation.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let value): try value.encode(to: encoder)
        case .retentionRatioTruncation(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
