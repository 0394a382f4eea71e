// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ExternalKey`
public nonisolated struct ExternalKey: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var apiProjectIDs: [String]

    public var audience: String?

    public var createdAt: Int

    public var externalID: String?

    public var id: String

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

    public var object: String

    public var purpose: ExternalKey.Purpose?

    public var region: String?

    public var roleArn: String?

    public var tenantID: String?

    public var type: String

    public var vaultOcid: String?

    public var vaultURI: String?

    public var workloadIdentityPoolID: String?

    public var workloadIdentityProjectNumber: String?

    public var workloadIdentityProviderID: String?

    public var workspaceID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        apiProjectIDs: [String],
        createdAt: Int,
        id: String,
        name: String,
        object: String,
        type: String,
        workspaceID: String,
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
        purpose: ExternalKey.Purpose? = nil,
        region: String? = nil,
        roleArn: String? = nil,
        tenantID: String? = nil,
        vaultOcid: String? = nil,
        vaultURI: String? = nil,
        workloadIdentityPoolID: String? = nil,
        workloadIdentityProjectNumber: String? = nil,
        workloadIdentityProviderID: String? = nil
    ) {
        self.apiProjectIDs = apiProjectIDs
        self.audience = audience
        self.createdAt = createdAt
        self.externalID = externalID
        self.id = id
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
        self.object = object
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
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            apiProjectIDs: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            name: .emptyValue,
            object: .emptyValue,
            type: .emptyValue,
            workspaceID: .emptyValue
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.apiProjectIDs = try container.decodeRequired([String].self, forKey: "api_project_ids", in: decoder)
        self.audience = try container.decodeIfPresent(String.self, forKey: "audience")
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.externalID = try container.decodeIfPresent(String.self, forKey: "external_id")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
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
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder)
        self.purpose = try container.decodeIfPresent(ExternalKey.Purpose.self, forKey: "purpose")
        self.region = try container.decodeIfPresent(String.self, forKey: "region")
        self.roleArn = try container.decodeIfPresent(String.self, forKey: "role_arn")
        self.tenantID = try container.decodeIfPresent(String.self, forKey: "tenant_id")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder)
        self.vaultOcid = try container.decodeIfPresent(String.self, forKey: "vault_ocid")
        self.vaultURI = try container.decodeIfPresent(String.self, forKey: "vault_uri")
        self.workloadIdentityPoolID = try container.decodeIfPresent(String.self, forKey: "workload_identity_pool_id")
        self.workloadIdentityProjectNumber = try container.decodeIfPresent(String.self, forKey: "workload_identity_project_number")
        self.workloadIdentityProviderID = try container.decodeIfPresent(String.self, forKey: "workload_identity_provider_id")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.apiProjectIDs, forKey: "api_project_ids")
        try container.encodeIfPresent(self.audience, forKey: "audience")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.externalID, forKey: "external_id")
        try container.encode(self.id, forKey: "id")
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
        try container.encode(self.object, forKey: "object")
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
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == ExternalKey {
    public static var audience: Self { Self("audience") }
    public static var externalID: Self { Self("external_id") }
    public static var keyName: Self { Self("key_name") }
    public static var keyOcid: Self { Self("key_ocid") }
    public static var keyVersion: Self { Self("key_version") }
    public static var keyVersionOcid: Self { Self("key_version_ocid") }
    public static var kmsArn: Self { Self("kms_arn") }
    public static var kmsKeyLocation: Self { Self("kms_key_location") }
    public static var kmsKeyName: Self { Self("kms_key_name") }
    public static var kmsKeyRingName: Self { Self("kms_key_ring_name") }
    public static var kmsKeyVersion: Self { Self("kms_key_version") }
    public static var kmsProjectID: Self { Self("kms_project_id") }
    public static var purpose: Self { Self("purpose") }
    public static var region: Self { Self("region") }
    public static var roleArn: Self { Self("role_arn") }
    public static var tenantID: Self { Self("tenant_id") }
    public static var vaultOcid: Self { Self("vault_ocid") }
    public static var vaultURI: Self { Self("vault_uri") }
    public static var workloadIdentityPoolID: Self { Self("workload_identity_pool_id") }
    public static var workloadIdentityProjectNumber: Self { Self("workload_identity_project_number") }
    public static var workloadIdentityProviderID: Self { Self("workload_identity_provider_id") }
}
