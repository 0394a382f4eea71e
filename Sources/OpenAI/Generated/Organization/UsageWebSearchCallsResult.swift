// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The aggregated web search calls usage details of the specific time bucket.
///
/// - Schema: `#/components/schemas/UsageWebSearchCallsResult`
public nonisolated struct UsageWebSearchCallsResult: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var object: String

    /// The count of model requests.
    public var numModelRequests: Int

    /// The count of web search calls.
    public var numRequests: Int

    public var projectID: String?

    public var userID: String?

    public var apiKeyID: String?

    public var model: String?

    public var contextLevel: String?

    /// When grouped by `api_source`, `agents_api` identifies attributed Agents API
    /// activity and `unlabeled` includes all records without published source
    /// attribution, including historical and unknown origins. Unlabeled does not imply
    /// direct API usage. Without source grouping, this field is null.
    public var apiSource: UsageWebSearchCallsResult.ApiSource?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        numModelRequests: Int,
        numRequests: Int,
        projectID: String? = nil,
        userID: String? = nil,
        apiKeyID: String? = nil,
        model: String? = nil,
        contextLevel: String? = nil,
        apiSource: UsageWebSearchCallsResult.ApiSource? = nil
    ) {
        self.object = "organization.usage.web_searches.result"
        self.numModelRequests = numModelRequests
        self.numRequests = numRequests
        self.projectID = projectID
        self.userID = userID
        self.apiKeyID = apiKeyID
        self.model = model
        self.contextLevel = contextLevel
        self.apiSource = apiSource
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            numModelRequests: .emptyValue,
            numRequests: .emptyValue
        )
    }

    /// When grouped by `api_source`, `agents_api` identifies attributed Agents API
    /// activity and `unlabeled` includes all records without published source
    /// attribution, including historical and unknown origins. Unlabeled does not imply
    /// direct API usage. Without source grouping, this field is null.
    public nonisolated enum ApiSource: OpenEnum, EmptyDecodable {
        case agentsApi
        case unlabeled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "agents_api": self = .agentsApi
            case "unlabeled": self = .unlabeled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .agentsApi: "agents_api"
            case .unlabeled: "unlabeled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "organization.usage.web_searches.result")
        self.numModelRequests = try container.decodeRequired(Int.self, forKey: "num_model_requests", in: decoder)
        self.numRequests = try container.decodeRequired(Int.self, forKey: "num_requests", in: decoder)
        self.projectID = try container.decodeIfPresent(String.self, forKey: "project_id")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.apiKeyID = try container.decodeIfPresent(String.self, forKey: "api_key_id")
        self.model = try container.decodeIfPresent(String.self, forKey: "model")
        self.contextLevel = try container.decodeIfPresent(String.self, forKey: "context_level")
        self.apiSource = try container.decodeIfPresent(UsageWebSearchCallsResult.ApiSource.self, forKey: "api_source")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.numModelRequests, forKey: "num_model_requests")
        try container.encode(self.numRequests, forKey: "num_requests")
        try container.encodeIfPresent(self.projectID, forKey: "project_id")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
        try container.encodeIfPresent(self.apiKeyID, forKey: "api_key_id")
        try container.encodeIfPresent(self.model, forKey: "model")
        try container.encodeIfPresent(self.contextLevel, forKey: "context_level")
        try container.encodeIfPresent(self.apiSource, forKey: "api_source")
    }
}

nonisolated extension NullableMember where Owner == UsageWebSearchCallsResult {
    public static var projectID: Self { Self("project_id") }
    public static var userID: Self { Self("user_id") }
    public static var apiKeyID: Self { Self("api_key_id") }
    public static var model: Self { Self("model") }
    public static var contextLevel: Self { Self("context_level") }
    public static var apiSource: Self { Self("api_source") }
}
