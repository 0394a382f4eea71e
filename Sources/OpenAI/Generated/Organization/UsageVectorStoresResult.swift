// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated vector stores usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageVectorStoresResult`
public nonisolated struct UsageVectorStoresResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    /// The vector stores usage in bytes.
    public var usageBytes: Int

    public var projectID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        usageBytes: Int,
        projectID: String? = nil
    ) {
        self.object = "organization.usage.vector_stores.result"
        self.usageBytes = usageBytes
        self.projectID = projectID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            usageBytes: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.usage.vector_stores.result")
        self.usageBytes = try container.decodeRequired(Int.self, forKey: "usage_bytes", in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.usageBytes, forKey: "usage_bytes")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
    }
}

nonisolated extension NullableMember where Owner == UsageVectorStoresResult {
    public static var projectID: Self { Self("project_id") }
}
