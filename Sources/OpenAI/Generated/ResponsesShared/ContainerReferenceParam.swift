// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ContainerReferenceParam`
public nonisolated struct ContainerReferenceParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// References a container created with the /v1/containers endpoint
    public var type: String

    /// The ID of the referenced container.
    public var containerID: String

    public init(
        containerID: String
    ) {
        self.type = "container_reference"
        self.containerID = containerID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            containerID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "container_reference")
        self.containerID = try container.decodeRequired(String.self, forKey: "container_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.containerID, forKey: "container_id")
    }
}
