// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WebhookEventTypeList`
public nonisolated struct WebhookEventTypeList: Codable, Equatable, Sendable, EmptyDecodable {
    /// The webhook event types available to the authenticated project.
    public var data: [String]

    /// The object type, which is always list.
    public var object: String

    public init(
        data: [String]
    ) {
        self.data = data
        self.object = "list"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([String].self, forKey: "data", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.object, forKey: "object")
    }
}
