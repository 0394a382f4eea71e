// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ListModelsResponse`
public nonisolated struct ListModelsResponse: Codable, Equatable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [ModelObject]

    public init(
        data: [ModelObject]
    ) {
        self.object = "list"
        self.data = data
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
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
        self.data = try container.decodeRequired([ModelObject].self, forKey: "data", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
    }
}
