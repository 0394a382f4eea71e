// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectCreateRequest`
public nonisolated struct ProjectCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The friendly name of the project, this name appears in reports.
    public var name: String

    /// Create the project with the specified data residency region. Your organization must have access to Data residency functionality in order to use. See [data residency controls](https://platform.openai.com/docs/guides/your-data#data-residency-controls) to review the functionality and limitations of setting this field.
    public var geography: String?

    /// External key ID to associate with the project.
    public var externalKeyID: String?

    /// Create the project with the specified residency configuration.
    ///
    /// Your organization must have access to the requested residency configuration in
    /// order to use it. See
    /// [data residency controls](https://developers.openai.com/api/docs/guides/your-data#data-residency-controls)
    /// to review the functionality and limitations of setting this field.
    public var residency: ProjectResidency?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        name: String,
        externalKeyID: String? = nil,
        geography: String? = nil,
        residency: ProjectResidency? = nil
    ) {
        self.name = name
        self.geography = geography
        self.externalKeyID = externalKeyID
        self.residency = residency
        self.nullNames = []
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
        self.geography = try container.decodeIfPresent(String.self, forKey: "geography")
        self.externalKeyID = try container.decodeIfPresent(String.self, forKey: "external_key_id")
        self.residency = try container.decodeIfPresent(ProjectResidency.self, forKey: "residency")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.geography, forKey: "geography")
        try container.encodeIfPresent(self.externalKeyID, forKey: "external_key_id")
        try container.encodeIfPresent(self.residency, forKey: "residency")
    }
}

nonisolated extension NullableMember where Owner == ProjectCreateRequest {
    public static var geography: Self { Self("geography") }
    public static var externalKeyID: Self { Self("external_key_id") }
    public static var residency: Self { Self("residency") }
}
