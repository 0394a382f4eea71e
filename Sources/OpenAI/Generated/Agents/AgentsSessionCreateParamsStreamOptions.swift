// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Options for the event stream. Only allowed when `stream` is `true`.
///
/// - Schema: `#/components/schemas/AgentsSessionCreateParamsStreamOptions`
public nonisolated struct AgentsSessionCreateParamsStreamOptions: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether to include obfuscation padding in events on this connection.
    ///
    /// Defaults to `true`.
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
