// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolChoiceCustom`
public nonisolated struct LiveResponsesDelegationConfigToolChoiceCustom: Codable, Equatable, Sendable, EmptyDecodable {
    /// The name of the custom tool to call.
    public var name: String

    /// The tool to call. Always `custom`.
    public var type: String

    public init(
        name: String
    ) {
        self.name = name
        self.type = "custom"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "custom")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encode(self.type, forKey: "type")
    }
}
