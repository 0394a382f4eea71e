// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/GcpExternalStorageProvider`
public nonisolated struct GcpExternalStorageProvider: Codable, Equatable, Sendable, EmptyDecodable {
    public var audience: String

    public var bucket: String

    public var region: String

    public var type: String

    public var workloadIdentityPoolID: String

    public var workloadIdentityProjectNumber: String

    public var workloadIdentityProviderID: String

    public init(
        audience: String,
        bucket: String,
        region: String,
        workloadIdentityPoolID: String,
        workloadIdentityProjectNumber: String,
        workloadIdentityProviderID: String
    ) {
        self.audience = audience
        self.bucket = bucket
        self.region = region
        self.type = "gcp"
        self.workloadIdentityPoolID = workloadIdentityPoolID
        self.workloadIdentityProjectNumber = workloadIdentityProjectNumber
        self.workloadIdentityProviderID = workloadIdentityProviderID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            audience: .emptyValue,
            bucket: .emptyValue,
            region: .emptyValue,
            workloadIdentityPoolID: .emptyValue,
            workloadIdentityProjectNumber: .emptyValue,
            workloadIdentityProviderID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.audience = try container.decodeRequired(String.self, forKey: "audience", in: decoder)
        self.bucket = try container.decodeRequired(String.self, forKey: "bucket", in: decoder)
        self.region = try container.decodeRequired(String.self, forKey: "region", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "gcp")
        self.workloadIdentityPoolID = try container.decodeRequired(String.self, forKey: "workload_identity_pool_id", in: decoder)
        self.workloadIdentityProjectNumber = try container.decodeRequired(String.self, forKey: "workload_identity_project_number", in: decoder)
        self.workloadIdentityProviderID = try container.decodeRequired(String.self, forKey: "workload_identity_provider_id", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.audience, forKey: "audience")
        try container.encode(self.bucket, forKey: "bucket")
        try container.encode(self.region, forKey: "region")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workloadIdentityPoolID, forKey: "workload_identity_pool_id")
        try container.encode(self.workloadIdentityProjectNumber, forKey: "workload_identity_project_number")
        try container.encode(self.workloadIdentityProviderID, forKey: "workload_identity_provider_id")
    }
}
