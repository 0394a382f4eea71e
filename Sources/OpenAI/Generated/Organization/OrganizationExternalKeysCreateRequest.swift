// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationExternalKeysCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var audience: String?

    public var externalID: String?

    public var keyName: String?

    public var keyOcid: String?

    public var keyVersion: String?

    public var keyVersionOcid: String?

    public var kmsArn: String?

    public var kmsKeyLocation: String?

    public var kmsKeyName: String?

    public var kmsKeyRingName: String?

    public var kmsKeyVersion: String?

    public var kmsProjectID: String?

    public var name: String

    public var purpose: OrganizationExternalKeysCreateRequest.Purpose?

    public var region: String?

    public var roleArn: String?

    public var tenantID: String?

    public var type: OrganizationExternalKeysCreateRequest.Kind

    public var vaultOcid: String?

    public var vaultURI: String?

    public var workloadIdentityPoolID: String?

    public var workloadIdentityProjectNumber: String?

    public var workloadIdentityProviderID: String?

    public init(
        name: String,
        type: OrganizationExternalKeysCreateRequest.Kind,
        audience: String? = nil,
        externalID: String? = nil,
        keyName: String? = nil,
        keyOcid: String? = nil,
        keyVersion: String? = nil,
        keyVersionOcid: String? = nil,
        kmsArn: String? = nil,
        kmsKeyLocation: String? = nil,
        kmsKeyName: String? = nil,
        kmsKeyRingName: String? = nil,
        kmsKeyVersion: String? = nil,
        kmsProjectID: String? = nil,
        purpose: OrganizationExternalKeysCreateRequest.Purpose? = nil,
        region: String? = nil,
        roleArn: String? = nil,
        tenantID: String? = nil,
        vaultOcid: String? = nil,
        vaultURI: String? = nil,
        workloadIdentityPoolID: String? = nil,
        workloadIdentityProjectNumber: String? = nil,
        workloadIdentityProviderID: String? = nil
    ) {
        self.audience = audience
        self.externalID = externalID
        self.keyName = keyName
        self.keyOcid = keyOcid
        self.keyVersion = keyVersion
        self.keyVersionOcid = keyVersionOcid
        self.kmsArn = kmsArn
        self.kmsKeyLocation = kmsKeyLocation
        self.kmsKeyName = kmsKeyName
        self.kmsKeyRingName = kmsKeyRingName
        self.kmsKeyVersion = kmsKeyVersion
        self.kmsProjectID = kmsProjectID
        self.name = name
        self.purpose = purpose
        self.region = region
        self.roleArn = roleArn
        self.tenantID = tenantID
        self.type = type
        self.vaultOcid = vaultOcid
        self.vaultURI = vaultURI
        self.workloadIdentityPoolID = workloadIdentityPoolID
        self.workloadIdentityProjectNumber = workloadIdentityProjectNumber
        self.workloadIdentityProviderID = workloadIdentityProviderID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            type: .emptyValue
        )
    }

    public nonisolated enum Purpose: OpenEnum, EmptyDecodable {
        case ekm
        case pspDecryption
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "ekm": self = .ekm
            case "psp_decryption": self = .pspDecryption
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .ekm: "ekm"
            case .pspDecryption: "psp_decryption"
            case .unknown(let value): value
            }
        }
    }

    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case aws
        case gcp
        case azure
        case oci
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "aws": self = .aws
            case "gcp": self = .gcp
            case "azure": self = .azure
            case "oci": self = .oci
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .aws: "aws"
            case .gcp: "gcp"
            case .azure: "azure"
            case .oci: "oci"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.audience = try container.decodeIfPresent(String.self, forKey: "audience")
        self.externalID = try container.decodeIfPresent(String.self, forKey: "external_id")
        self.keyName = try container.decodeIfPresent(String.self, forKey: "key_name")
        self.keyOcid = try container.decodeIfPresent(String.self, forKey: "key_ocid")
        self.keyVersion = try container.decodeIfPresent(String.self, forKey: "key_version")
        self.keyVersionOcid = try container.decodeIfPresent(String.self, forKey: "key_version_ocid")
        self.kmsArn = try container.decodeIfPresent(String.self, forKey: "kms_arn")
        self.kmsKeyLocation = try container.decodeIfPresent(String.self, forKey: "kms_key_location")
        self.kmsKeyName = try container.decodeIfPresent(String.self, forKey: "kms_key_name")
        self.kmsKeyRingName = try container.decodeIfPresent(String.self, forKey: "kms_key_ring_name")
        self.kmsKeyVersion = try container.decodeIfPresent(String.self, forKey: "kms_key_version")
        self.kmsProjectID = try container.decodeIfPresent(String.self, forKey: "kms_project_id")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.purpose = try container.decodeIfPresent(OrganizationExternalKeysCreateRequest.Purpose.self, forKey: "purpose")
        self.region = try container.decodeIfPresent(String.self, forKey: "region")
        self.roleArn = try container.decodeIfPresent(String.self, forKey: "role_arn")
        self.tenantID = try container.decodeIfPresent(String.self, forKey: "tenant_id")
        self.type = try container.decodeRequired(OrganizationExternalKeysCreateRequest.Kind.self, forKey: "type", in: decoder)
        self.vaultOcid = try container.decodeIfPresent(String.self, forKey: "vault_ocid")
        self.vaultURI = try container.decodeIfPresent(String.self, forKey: "vault_uri")
        self.workloadIdentityPoolID = try container.decodeIfPresent(String.self, forKey: "workload_identity_pool_id")
        self.workloadIdentityProjectNumber = try container.decodeIfPresent(String.self, forKey: "workload_identity_project_number")
        self.workloadIdentityProviderID = try container.decodeIfPresent(String.self, forKey: "workload_identity_provider_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.audience, forKey: "audience")
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encodeIfPresent(self.keyName, forKey: "key_name")
        try container.encodeIfPresent(self.keyOcid, forKey: "key_ocid")
        try container.encodeIfPresent(self.keyVersion, forKey: "key_version")
        try container.encodeIfPresent(self.keyVersionOcid, forKey: "key_version_ocid")
        try container.encodeIfPresent(self.kmsArn, forKey: "kms_arn")
        try container.encodeIfPresent(self.kmsKeyLocation, forKey: "kms_key_location")
        try container.encodeIfPresent(self.kmsKeyName, forKey: "kms_key_name")
        try container.encodeIfPresent(self.kmsKeyRingName, forKey: "kms_key_ring_name")
        try container.encodeIfPresent(self.kmsKeyVersion, forKey: "kms_key_version")
        try container.encodeIfPresent(self.kmsProjectID, forKey: "kms_project_id")
        try container.encode(self.name, forKey: "name")
        try container.encodeIfPresent(self.purpose, forKey: "purpose")
        try container.encodeIfPresent(self.region, forKey: "region")
        try container.encodeIfPresent(self.roleArn, forKey: "role_arn")
        try container.encodeIfPresent(self.tenantID, forKey: "tenant_id")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.vaultOcid, forKey: "vault_ocid")
        try container.encodeIfPresent(self.vaultURI, forKey: "vault_uri")
        try container.encodeIfPresent(self.workloadIdentityPoolID, forKey: "workload_identity_pool_id")
        try container.encodeIfPresent(self.workloadIdentityProjectNumber, forKey: "workload_identity_project_number")
        try container.encodeIfPresent(self.workloadIdentityProviderID, forKey: "workload_identity_provider_id")
    }
}
