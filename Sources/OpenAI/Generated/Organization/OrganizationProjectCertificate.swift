// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents an individual certificate configured at the project level.
///
/// - Schema: `#/components/schemas/OrganizationProjectCertificate`
public nonisolated struct OrganizationProjectCertificate: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `organization.project.certificate`.
    public var object: String

    /// The identifier, which can be referenced in API endpoints
    public var id: String

    /// The name of the certificate.
    public var name: String?

    /// The Unix timestamp (in seconds) of when the certificate was uploaded.
    public var createdAt: Int

    public var certificateDetails: OrganizationProjectCertificate.CertificateDetails

    /// Whether the certificate is currently active at the project level.
    public var active: Bool

    public init(
        id: String,
        name: String?,
        createdAt: Int,
        certificateDetails: OrganizationProjectCertificate.CertificateDetails,
        active: Bool
    ) {
        self.object = "organization.project.certificate"
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.certificateDetails = certificateDetails
        self.active = active
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            name: nil,
            createdAt: .emptyValue,
            certificateDetails: .emptyValue,
            active: .emptyValue
        )
    }

    public nonisolated struct CertificateDetails: Codable, Equatable, Sendable, EmptyDecodable {
        /// The Unix timestamp (in seconds) of when the certificate becomes valid.
        public var validAt: Int?

        /// The Unix timestamp (in seconds) of when the certificate expires.
        public var expiresAt: Int?

        public init(
            validAt: Int? = nil,
            expiresAt: Int? = nil
        ) {
            self.validAt = validAt
            self.expiresAt = expiresAt
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.validAt = try container.decodeIfPresent(Int.self, forKey: "valid_at")
            self.expiresAt = try container.decodeIfPresent(Int.self, forKey: "expires_at")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.validAt, forKey: "valid_at")
            try container.encodeIfPresent(self.expiresAt, forKey: "expires_at")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.project.certificate")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.certificateDetails = try container.decodeRequired(OrganizationProjectCertificate.CertificateDetails.self, forKey: "certificate_details", in: decoder)
        self.active = try container.decodeRequired(Bool.self, forKey: "active", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.certificateDetails, forKey: "certificate_details")
        try container.encode(self.active, forKey: "active")
    }
}
