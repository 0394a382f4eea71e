// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Options for streaming responses. Only set this when you set `stream: true`.
///
/// - Schema: `#/components/schemas/ResponseStreamOptions`
public nonisolated struct ResponseStreamOptions: Codable, Equatable, Sendable, EmptyDecodable {
    /// When true, stream obfuscation will be enabled. Stream obfuscation adds
    /// random characters to an `obfuscation` field on streaming delta events to
    /// normalize payload sizes as a mitigation to certain side-channel attacks.
    /// These obfuscation fields are included by default, but add a small amount
    /// of overhead to the data stream. You can set `include_obfuscation` to
    /// false to optimize for bandwidth if you trust the network links between
    /// your application and the OpenAI API.
    public var includeObfuscation: Bool?

    public init(
        includeObfuscation: Bool? = nil
    ) {
        self.includeObfuscation = includeObfuscation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.includeObfuscation = try container.decodeIfPresent(Bool.self, forKey: "include_obfuscation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.includeObfuscation, forKey: "include_obfuscation")
    }
}
