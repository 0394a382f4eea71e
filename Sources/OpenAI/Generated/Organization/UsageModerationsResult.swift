// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated moderations usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageModerationsResult`
public nonisolated struct UsageModerationsResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    /// The aggregated number of input tokens used.
    public var inputTokens: Int

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        inputTokens: Int,
        numModelRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil
    ) {
        self.object = "organization.usage.moderations.result"
        self.inputTokens = inputTokens
        self.numModelRequests = numModelRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            inputTokens: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.usage.moderations.result")
        self.inputTokens = try container.decodeRequired(Int.self, forKey: "input_tokens", in: decoder)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: "num_model_requests", in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: "api_key_id")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.inputTokens, forKey: "input_tokens")
        try container.encode(self.numModelRequests, forKey: "num_model_requests")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.model, forKey: "model")
    }
}

nonisolated extension NullableMember where Owner == UsageModerationsResult {
    public static var projectID: Self { Self("project_id") }
    public static var userID: Self { Self("user_id") }
    public static var apiKeyID: Self { Self("api_key_id") }
    public static var model: Self { Self("model") }
}
