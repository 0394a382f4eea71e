// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// Configuration options for a text response from the model. Can be plain
/// text or structured JSON data. Learn more:
/// - [Text inputs and outputs](https://platform.openai.com/docs/guides/text)
/// - [Structured Outputs](https://platform.openai.com/docs/guides/structured-outputs)
///
/// - Schema: `#/components/schemas/BetaResponseTextParam`
public nonisolated struct BetaResponseTextParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var format: BetaTextResponseFormatConfiguration?

    public var verbosity: _OpenAIShared.Verbosity?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        format: BetaTextResponseFormatConfiguration? = nil,
        verbosity: _OpenAIShared.Verbosity? = nil
    ) {
        self.format = format
        self.verbosity = verbosity
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.format = try container.decodeIfPresent(BetaTextResponseFormatConfiguration.self, forKey: "format")
        self.verbosity = try container.decodeIfPresent(_OpenAIShared.Verbosity.self, forKey: "verbosity")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.format, forKey: "format")
        try container.encodeIfPresent(self.verbosity, forKey: "verbosity")
    }
}

nonisolated extension NullableMember where Owner == BetaResponseTextParam {
    public static var verbosity: Self { Self("verbosity") }
}
