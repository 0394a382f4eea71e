// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/TranscriptionWord`
public nonisolated struct TranscriptionWord: Codable, Equatable, Sendable, EmptyDecodable {
    /// The text content of the word.
    public var word: String

    /// Start time of the word in seconds.
    public var start: Double

    /// End time of the word in seconds.
    public var end: Double

    public init(
        word: String,
        start: Double,
        end: Double
    ) {
        self.word = word
        self.start = start
        self.end = end
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            word: .emptyValue,
            start: .emptyValue,
            end: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.word = try container.decodeRequired(String.self, forKey: "word", in: decoder)
        self.start = try container.decodeRequired(Double.self, forKey: "start", in: decoder)
        self.end = try container.decodeRequired(Double.self, forKey: "end", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.word, forKey: "word")
        try container.encode(self.start, forKey: "start")
        try container.encode(self.end, forKey: "end")
    }
}
