// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A logprob is the logarithmic probability that the model assigns to producing
/// a particular token at a given position in the sequence. Less-negative (higher)
/// logprob values indicate greater model confidence in that token choice.
///
/// - Schema: `#/components/schemas/ResponseLogProb`
public nonisolated struct ResponseLogProb: Codable, Equatable, Sendable, EmptyDecodable {
    /// A possible text token.
    public var token: String

    /// The log probability of this token.
    public var logprob: Double

    /// The log probabilities of up to 20 of the most likely tokens.
    public var topLogprobs: [ResponseLogProb.TopLogprob]?

    public init(
        token: String,
        logprob: Double,
        topLogprobs: [ResponseLogProb.TopLogprob]? = nil
    ) {
        self.token = token
        self.logprob = logprob
        self.topLogprobs = topLogprobs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            token: .emptyValue,
            logprob: .emptyValue
        )
    }

    public nonisolated struct TopLogprob: Codable, Equatable, Sendable, EmptyDecodable {
        /// A possible text token.
        public var token: String?

        /// The log probability of this token.
        public var logprob: Double?

        public init(
            token: String? = nil,
            logprob: Double? = nil
        ) {
            self.token = token
            self.logprob = logprob
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.token = try container.decodeIfPresent(String.self, forKey: "token")
            self.logprob = try container.decodeIfPresent(Double.self, forKey: "logprob")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.token, forKey: "token")
            try container.encodeIfPresent(self.logprob, forKey: "logprob")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
        self.logprob = try container.decodeRequired(Double.self, forKey: "logprob", in: decoder)
        self.topLogprobs = try container.decodeIfPresent([ResponseLogProb.TopLogprob].self, forKey: "top_logprobs")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.token, forKey: "token")
        try container.encode(self.logprob, forKey: "logprob")
        try container.encodeIfPresent(self.topLogprobs, forKey: "top_logprobs")
    }
}
