// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// SucceededResult
///
/// - Schema: `#/components/schemas/SucceededResult`
public struct SucceededResult: Codable, Hashable, Sendable {
    public var message: Message

    /// Type
    public var type: String

    public init(
        message: Message
    ) {
        self.message = message
        self.type = "succeeded"
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case message
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.message = try container.decodeRequired(Message.self, forKey: .message, in: decoder)
        self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? "succeeded"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.message, forKey: .message)
        try container.encode(self.type, forKey: .type)
    }
}
