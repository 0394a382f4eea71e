// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Public API request to create a new environment (without org/account fields).
///
/// - Schema: `#/components/schemas/BetaPublicEnvironmentCreateRequest`
public struct BetaPublicEnvironmentCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Environment configuration
    public var config: BetaCloudConfigParams?

    /// Optional description of the environment
    public var description: String?

    /// User-provided metadata key-value pairs
    public var metadata: [String: String]?

    /// Human-readable name for the environment
    public var name: String

    public init(
        name: String,
        config: BetaCloudConfigParams? = nil,
        description: String? = nil,
        metadata: [String: String]? = nil
    ) {
        self.config = config
        self.description = description
        self.metadata = metadata
        self.name = name
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
        self.config = try container.decodeIfPresent(BetaCloudConfigParams.self, forKey: "config")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.config, forKey: "config")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encode(self.name, forKey: "name")
    }
}
