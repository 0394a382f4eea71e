// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Public API request to update an environment (without org/account fields).
///
/// - Schema: `#/components/schemas/BetaPublicEnvironmentUpdateRequest`
public struct BetaPublicEnvironmentUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Updated environment configuration
    public var config: BetaCloudConfigParams?

    /// Updated description of the environment
    public var description: String?

    /// User-provided metadata key-value pairs. Set a value to null or empty string to delete the key.
    public var metadata: [String: JSONValue]?

    /// Updated name for the environment
    public var name: String?

    public init(
        config: BetaCloudConfigParams? = nil,
        description: String? = nil,
        metadata: [String: JSONValue]? = nil,
        name: String? = nil
    ) {
        self.config = config
        self.description = description
        self.metadata = metadata
        self.name = name
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.config = try container.decodeIfPresent(BetaCloudConfigParams.self, forKey: "config")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.config, forKey: "config")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
    }
}
