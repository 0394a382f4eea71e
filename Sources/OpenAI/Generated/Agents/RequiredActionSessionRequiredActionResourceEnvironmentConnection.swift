// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reconnect a session environment.
///
/// - Schema: `#/components/schemas/RequiredActionSessionRequiredActionResourceEnvironmentConnection`
public nonisolated struct RequiredActionSessionRequiredActionResourceEnvironmentConnection: Codable, Equatable, Sendable, EmptyDecodable {
    /// The ID of the environment to reconnect.
    public var environmentID: String

    /// The type of the object. Always `environment_connection`.
    public var type: String

    public init(
        environmentID: String
    ) {
        self.environmentID = environmentID
        self.type = "environment_connection"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environmentID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.environmentID = try container.decodeRequired(String.self, forKey: "environment_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "environment_connection")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.environmentID, forKey: "environment_id")
        try container.encode(self.type, forKey: "type")
    }
}
