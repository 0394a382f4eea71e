// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A language detected in transcribed audio.
///
/// - Schema: `#/components/schemas/TranscriptionLanguage`
public nonisolated struct TranscriptionLanguage: Codable, Equatable, Sendable, EmptyDecodable {
    /// The code of a language detected in the audio.
    public var code: String

    public init(
        code: String
    ) {
        self.code = code
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.code, forKey: "code")
    }
}
