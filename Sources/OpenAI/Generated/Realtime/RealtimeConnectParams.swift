// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/RealtimeConnectParams`
public nonisolated struct RealtimeConnectParams: Codable, Equatable, Sendable, EmptyDecodable {
    public var model: String?

    public var callID: String?

    public init(
        model: String? = nil,
        callID: String? = nil
    ) {
        self.model = model
        self.callID = callID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.callID = try container.decodeIfPresent(String.self, forKey: "call_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.callID, forKey: "call_id")
    }
}
