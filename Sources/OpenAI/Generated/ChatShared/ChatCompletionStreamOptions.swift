// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Options for streaming response. Only set this when you set `stream: true`.
///
/// - Schema: `#/components/schemas/ChatCompletionStreamOptions`
public nonisolated struct ChatCompletionStreamOptions: Codable, Equatable, Sendable, EmptyDecodable {
    /// If set, an additional chunk will be streamed before the `data: [DONE]`
    /// message. The `usage` field on this chunk shows the token usage statistics
    /// for the entire request, and the `choices` field will always be an empty
    /// array.
    ///
    /// All other chunks will also include a `usage` field, but with a null
    /// value. **NOTE:** If the stream is interrupted, you may not receive the
    /// final usage chunk which contains the total token usage for the request.
    public var includeUsage: Bool?

    /// When true, stream obfuscation will be enabled. Stream obfuscation adds
    /// random characters to an `obfuscation` field on streaming delta events to
    /// normalize payload sizes as a mitigation to certain side-channel attacks.
    /// These obfuscation fields are included by default, but add a small amount
    /// of overhead to the data stream. You can set `include_obfuscation` to
    /// false to optimize for bandwidth if you trust the network links between
    /// your application and the OpenAI API.
    public var includeObfuscation: Bool?

    public init(
        includeUsage: Bool? = nil,
        includeObfuscation: Bool? = nil
    ) {
        self.includeUsage = includeUsage
        self.includeObfuscation = includeObfuscation
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.includeUsage = try container.decodeIfPresent(Bool.self, forKey: "include_usage")
        self.includeObfuscation = try container.decodeIfPresent(Bool.self, forKey: "include_obfuscation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.includeUsage, forKey: "include_usage")
        try container.encodeIfPresent(self.includeObfuscation, forKey: "include_obfuscation")
    }
}
