// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectServiceAccountCreateRequest`
public struct ProjectServiceAccountCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The name of the service account being created.
    public var name: String

    public var createServiceAccountOnly: Bool?

    public init(
        name: String,
        createServiceAccountOnly: Bool? = nil
    ) {
        self.name = name
        self.createServiceAccountOnly = createServiceAccountOnly
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
        self.createServiceAccountOnly = try container.decodeIfPresent(Bool.self, forKey: "create_service_account_only")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.createServiceAccountOnly, forKey: "create_service_account_only")
    }
}
