// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigToolShellEnvironmentContainerReference`
public nonisolated struct LiveResponsesDelegationConfigToolShellEnvironmentContainerReference: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the referenced container.
    public var containerID: String

    /// References a container created with the /v1/containers endpoint
    public var type: String

    public init(
        containerID: String
    ) {
        self.containerID = containerID
        self.type = "container_reference"
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
        self.containerID = try container.decodeRequired(String.self, forKey: "container_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "container_reference")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.containerID, forKey: "container_id")
        try container.encode(self.type, forKey: "type")
    }
}
