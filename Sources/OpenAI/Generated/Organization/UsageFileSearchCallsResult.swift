// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated file search calls usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageFileSearchCallsResult`
public nonisolated struct UsageFileSearchCallsResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    /// The count of file search calls.
    public var numRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var vectorStoreID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        numRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        vectorStoreID: String? = nil
    ) {
        self.object = "organization.usage.file_searches.result"
        self.numRequests = numRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.vectorStoreID = vectorStoreID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            numRequests: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.usage.file_searches.result")
        self.numRequests = try container.decodeRequired(Int.self, forKey: "num_requests", in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: "api_key_id")
        self.vectorStoreID = try container.decodeIfPresent(String.self, forKey: "vector_store_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.numRequests, forKey: "num_requests")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.vectorStoreID, forKey: "vector_store_id")
    }
}

nonisolated extension NullableMember where Owner == UsageFileSearchCallsResult {
    public static var projectID: Self { Self("project_id") }
    public static var userID: Self { Self("user_id") }
    public static var apiKeyID: Self { Self("api_key_id") }
    public static var vectorStoreID: Self { Self("vector_store_id") }
}
