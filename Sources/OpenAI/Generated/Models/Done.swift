// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Occurs when a stream ends.
///
/// - Schema: `#/components/schemas/DoneEvent`
public struct DoneEvent: Codable, Hashable, Sendable {
    public var event: String

    public var data: String

    public init() {
        self.event = "done"
        self.data = "[DONE]"
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case event
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.event = try container.decodeIfPresent(String.self, forKey: .event) ?? "done"
        self.data = try container.decodeIfPresent(String.self, forKey: .data) ?? "[DONE]"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.event, forKey: .event)
        try container.encode(self.data, forKey: .data)
    }
}
