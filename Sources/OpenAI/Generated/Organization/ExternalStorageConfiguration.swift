// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ExternalStorageConfiguration`
public nonisolated struct ExternalStorageConfiguration: Codable, Equatable, Sendable, EmptyDecodable {
    public var createdAt: Int

    public var geography: String

    public var id: String

    public var object: String

    public var projectID: String

    public var provider: ExternalStorageConfigurationProvider

    public var status: ExternalStorageConfiguration.Status

    public init(
        createdAt: Int,
        geography: String,
        id: String,
        projectID: String,
        provider: ExternalStorageConfigurationProvider,
        status: ExternalStorageConfiguration.Status
    ) {
        self.createdAt = createdAt
        self.geography = geography
        self.id = id
        self.object = "organization.external_storage"
        self.projectID = projectID
        self.provider = provider
        self.status = status
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            geography: .emptyValue,
            id: .emptyValue,
            projectID: .emptyValue,
            provider: .emptyValue,
            status: .emptyValue
        )
    }

    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case pending
        case validated
        case degraded
        case unhealthy
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "pending": self = .pending
            case "validated": self = .validated
            case "degraded": self = .degraded
            case "unhealthy": self = .unhealthy
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .pending: "pending"
            case .validated: "validated"
            case .degraded: "degraded"
            case .unhealthy: "unhealthy"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.geography = try container.decodeRequired(String.self, forKey: "geography", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.external_storage")
        self.projectID = try container.decodeRequired(String.self, forKey: "project_id", in: decoder)
        self.provider = try container.decodeRequired(ExternalStorageConfigurationProvider.self, forKey: "provider", in: decoder)
        self.status = try container.decodeRequired(ExternalStorageConfiguration.Status.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.geography, forKey: "geography")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.projectID, forKey: "project_id")
        try container.encode(self.provider, forKey: "provider")
        try container.encode(self.status, forKey: "status")
    }
}
