// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProviderOci`
public nonisolated struct ProviderOci: Codable, Equatable, Sendable, EmptyDecodable {
    public var bucket: String

    public var region: String

    public var tenancyOcid: String

    public var type: String

    public init(
        bucket: String,
        region: String,
        tenancyOcid: String
    ) {
        self.bucket = bucket
        self.region = region
        self.tenancyOcid = tenancyOcid
        self.type = "oci"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            bucket: .emptyValue,
            region: .emptyValue,
            tenancyOcid: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.bucket = try container.decodeRequired(String.self, forKey: "bucket", in: decoder)
        self.region = try container.decodeRequired(String.self, forKey: "region", in: decoder)
        self.tenancyOcid = try container.decodeRequired(String.self, forKey: "tenancy_ocid", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "oci")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.bucket, forKey: "bucket")
        try container.encode(self.region, forKey: "region")
        try container.encode(self.tenancyOcid, forKey: "tenancy_ocid")
        try container.encode(self.type, forKey: "type")
    }
}
