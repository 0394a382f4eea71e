// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated images usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageImagesResult`
public nonisolated struct UsageImagesResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    /// The number of images processed.
    public var images: Int

    /// The count of requests made to the model.
    public var numModelRequests: Int

    public var source: String?

    public var size: String?

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        images: Int,
        numModelRequests: Int,
        source: String? = nil,
        size: String? = nil,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil
    ) {
        self.object = "organization.usage.images.result"
        self.images = images
        self.numModelRequests = numModelRequests
        self.source = source
        self.size = size
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            images: .emptyValue,
            numModelRequests: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.usage.images.result")
        self.images = try container.decodeRequired(Int.self, forKey: "images", in: decoder)
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: "num_model_requests", in: decoder)
        self.source = try container.decodeIfPresent(String.self, forKey: "source")
        self.size = try container.decodeIfPresent(String.self, forKey: "size")
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: "api_key_id")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.images, forKey: "images")
        try container.encode(self.numModelRequests, forKey: "num_model_requests")
        try container.encodeIfPresent(self.source, forKey: "source")
        try container.encodeIfPresent(self.size, forKey: "size")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.model, forKey: "model")
    }
}

nonisolated extension NullableMember where Owner == UsageImagesResult {
    public static var source: Self { Self("source") }
    public static var size: Self { Self("size") }
    public static var projectID: Self { Self("project_id") }
    public static var userID: Self { Self("user_id") }
    public static var apiKeyID: Self { Self("api_key_id") }
    public static var model: Self { Self("model") }
}
