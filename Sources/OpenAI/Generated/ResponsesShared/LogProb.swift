// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The log probability of a token.
///
/// - Schema: `#/components/schemas/LogProb`
public nonisolated struct LogProb: Codable, Equatable, Sendable, EmptyDecodable {
    public var token: String

    public var logprob: Double

    public var bytes: [Int]

    public var topLogprobs: [TopLogProb]

    public init(
        token: String,
        logprob: Double,
        bytes: [Int],
        topLogprobs: [TopLogProb]
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
            bytes: .emptyValue,
            topLogprobs: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
        self.logprob = try container.decodeRequired(Double.self, forKey: "logprob", in: decoder)
        self.bytes = try container.decodeRequired([Int].self, forKey: "bytes", in: decoder)
        self.topLogprobs = try container.decodeRequired([TopLogProb].self, forKey: "top_logprobs", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.token, forKey: "token")
        try container.encode(self.logprob, forKey: "logprob")
        try container.encode(self.bytes, forKey: "bytes")
        try container.encode(self.topLogprobs, forKey: "top_logprobs")
    }
}
