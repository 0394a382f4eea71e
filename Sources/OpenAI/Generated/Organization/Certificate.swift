// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual `certificate` uploaded to the organization.
///
/// - Schema: `#/components/schemas/Certificate`
public nonisolated struct Certificate: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type.
    ///
    /// - If creating, updating, or getting a specific certificate, the object type is `certificate`.
    /// - If listing, activating, or deactivating certificates for the organization, the object type is `organization.certificate`.
    /// - If listing, activating, or deactivating certificates for a project, the object type is `organization.project.certificate`.
    public var object: OpenAIAdmin.Certificate.Object

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the certificate.
    public var name: String?

    /// The Unix timestamp (in seconds) of when the certificate was uploaded.
    public var createdAt: Int

    public var certificateDetails: OpenAIAdmin.Certificate.CertificateDetails

    /// Whether the certificate is currently active at the specified scope. Not returned when getting details for a specific certificate.
    public var active: Bool?

    public init(
        object: OpenAIAdmin.Certificate.Object,
        id: String,
        name: String?,
        createdAt: Int,
        certificateDetails: OpenAIAdmin.Certificate.CertificateDetails,
        active: Bool? = nil
    ) {
        self.object = object
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.certificateDetails = certificateDetails
        self.active = active
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            id: .emptyValue,
            name: nil,
            createdAt: .emptyValue,
            certificateDetails: .emptyValue
        )
    }

    /// The object type.
    ///
    /// - If creating, updating, or getting a specific certificate, the object type is `certificate`.
    /// - If listing, activating, or deactivating certificates for the organization, the object type is `organization.certificate`.
    /// - If listing, activating, or deactivating certificates for a project, the object type is `organization.project.certificate`.
    public nonisolated enum Object: OpenEnum, EmptyDecodable {
        case certificate
        case organizationCertificate
        case organizationProjectCertificate
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "certificate": self = .certificate
            case "organization.certificate": self = .organizationCertificate
            case "organization.project.certificate": self = .organizationProjectCertificate
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .certificate: "certificate"
            case .organizationCertificate: "organization.certificate"
            case .organizationProjectCertificate: "organization.project.certificate"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated struct CertificateDetails: Codable, Equatable, Sendable, EmptyDecodable {
        /// The Unix timestamp (in seconds) of when the certificate becomes valid.
        public var validAt: Int?

        /// The Unix timestamp (in seconds) of when the certificate expires.
        public var expiresAt: Int?

        /// The content of the certificate in PEM format.
        public var content: String?

        public init(
            validAt: Int? = nil,
            expiresAt: Int? = nil,
            content: String? = nil
        ) {
            self.validAt = validAt
            self.expiresAt = expiresAt
            self.content = content
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.validAt = try container.decodeIfPresent(Int.self, forKey: "valid_at")
            self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
            self.content = try container.decodeIfPresent(String.self, forKey: "content")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.validAt, forKey: "valid_at")
            try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
            try container.encodeIfPresent(self.content, forKey: "content")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(OpenAIAdmin.Certificate.Object.self, forKey: "object", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.certificateDetails = try container.decodeRequired(OpenAIAdmin.Certificate.CertificateDetails.self, forKey: "certificate_details", in: decoder)
        self.active = try container.decodeIfPresent(Bool.self, forKey: "active")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.certificateDetails, forKey: "certificate_details")
        try container.encodeIfPresent(self.active, forKey: "active")
    }
}
