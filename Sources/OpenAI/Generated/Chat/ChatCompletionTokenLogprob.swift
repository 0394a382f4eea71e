// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ChatCompletionTokenLogprob`
public nonisolated struct ChatCompletionTokenLogprob: Codable, Equatable, Sendable, EmptyDecodable {
    /// The token.
    public var token: String

    /// The log probability of this token, if it is within the top 20 most likely tokens. Otherwise, the value `-9999.0` is used to signify that the token is very unlikely.
    public var logprob: Double

    public var bytes: [Int]?

    /// List of the most likely tokens and their log probability, at this token position. The number of entries may be fewer than the requested `top_logprobs`.
    public var topLogprobs: [ChatCompletionTokenLogprob.TopLogprob]

    public init(
        token: String,
        logprob: Double,
        bytes: [Int]?,
        topLogprobs: [ChatCompletionTokenLogprob.TopLogprob]
    ) {
        self.token = token
        self.logprob = logprob
        self.bytes = bytes
        self.topLogprobs = topLogprobs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            token: .emptyValue,
            logprob: .emptyValue,
            bytes: nil,
            topLogprobs: .emptyValue
        )
    }

    public nonisolated struct TopLogprob: Codable, Equatable, Sendable, EmptyDecodable {
        /// The token.
        public var token: String

        /// The log probability of this token, if it is within the top 20 most likely tokens. Otherwise, the value `-9999.0` is used to signify that the token is very unlikely.
        public var logprob: Double

        public var bytes: [Int]?

        public init(
            token: String,
            logprob: Double,
            bytes: [Int]?
        ) {
            self.token = token
            self.logprob = logprob
            self.bytes = bytes
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                token: .emptyValue,
                logprob: .emptyValue,
                bytes: nil
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
            self.logprob = try container.decodeRequired(Double.self, forKey: "logprob", in: decoder)
            self.bytes = try container.decodeIfPresent([Int].self, forKey: "bytes")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.token, forKey: "token")
            try container.encode(self.logprob, forKey: "logprob")
            try container.encode(self.bytes, forKey: "bytes")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
        self.logprob = try container.decodeRequired(Double.self, forKey: "logprob", in: decoder)
        self.bytes = try container.decodeIfPresent([Int].self, forKey: "bytes")
        self.topLogprobs = try container.decodeRequired([ChatCompletionTokenLogprob.TopLogprob].self, forKey: "top_logprobs", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.token, forKey: "token")
        try container.encode(self.logprob, forKey: "logprob")
        try container.encode(self.bytes, forKey: "bytes")
        try container.encode(self.topLogprobs, forKey: "top_logprobs")
    }
}
