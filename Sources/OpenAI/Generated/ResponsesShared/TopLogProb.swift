// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The top log probability of a token.
///
/// - Schema: `#/components/schemas/TopLogProb`
public nonisolated struct TopLogProb: Codable, Equatable, Sendable, EmptyDecodable {
    public var token: String

    public var logprob: Double

    public var bytes: [Int]

    public init(
        token: String,
        logprob: Double,
        bytes: [Int]
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
            bytes: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.token = try container.decodeRequired(String.self, forKey: "token", in: decoder)
        self.logprob = try container.decodeRequired(Double.self, forKey: "logprob", in: decoder)
        self.bytes = try container.decodeRequired([Int].self, forKey: "bytes", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.token, forKey: "token")
        try container.encode(self.logprob, forKey: "logprob")
        try container.encode(self.bytes, forKey: "bytes")
    }
}
