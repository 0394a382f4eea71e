// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ListAssistantsResponse`
public struct ListAssistantsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [AssistantObject]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [AssistantObject],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([AssistantObject].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListAuditLogsResponse`
public struct ListAuditLogsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [AuditLog]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [AuditLog],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.object = "list"
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([AuditLog].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListBatchesResponse`
public struct ListBatchesResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var data: [Batch]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public var object: String

    public init(
        data: [Batch],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
        self.object = "list"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([Batch].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/ListCertificatesResponse`
public struct ListCertificatesResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var data: [OrganizationCertificate]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public var object: String

    public init(
        data: [OrganizationCertificate],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
        self.object = "list"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([OrganizationCertificate].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/ListFilesResponse`
public struct ListFilesResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [OpenAIFile]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [OpenAIFile],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([OpenAIFile].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListFineTuningCheckpointPermissionResponse`
public struct ListFineTuningCheckpointPermissionResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var data: [FineTuningCheckpointPermission]

    public var object: String

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [FineTuningCheckpointPermission],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.data = data
        self.object = "list"
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case object
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([FineTuningCheckpointPermission].self, forKey: .data, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.object, forKey: .object)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListFineTuningJobCheckpointsResponse`
public struct ListFineTuningJobCheckpointsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var data: [FineTuningJobCheckpoint]

    public var object: String

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public init(
        data: [FineTuningJobCheckpoint],
        hasMore: Bool,
        firstID: String? = nil,
        lastID: String? = nil
    ) {
        self.data = data
        self.object = "list"
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case object
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([FineTuningJobCheckpoint].self, forKey: .data, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.object, forKey: .object)
        try container.encodeIfPresent(self.firstID, forKey: .firstID)
        try container.encodeIfPresent(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListFineTuningJobEventsResponse`
public struct ListFineTuningJobEventsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var data: [FineTuningJobEvent]

    public var object: String

    public var hasMore: Bool

    public init(
        data: [FineTuningJobEvent],
        hasMore: Bool
    ) {
        self.data = data
        self.object = "list"
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case object
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([FineTuningJobEvent].self, forKey: .data, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListMessagesResponse`
public struct ListMessagesResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [MessageObject]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [MessageObject],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([MessageObject].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListModelsResponse`
public struct ListModelsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [ModelObject]

    public init(
        data: [ModelObject]
    ) {
        self.object = "list"
        self.data = data
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
        self.data = try container.decodeRequired([ModelObject].self, forKey: .data, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
    }
}

/// - Schema: `#/components/schemas/ListPaginatedFineTuningJobsResponse`
public struct ListPaginatedFineTuningJobsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var data: [FineTuningJob]

    public var hasMore: Bool

    public var object: String

    public init(
        data: [FineTuningJob],
        hasMore: Bool
    ) {
        self.data = data
        self.hasMore = hasMore
        self.object = "list"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case hasMore = "has_more"
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([FineTuningJob].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/ListProjectCertificatesResponse`
public struct ListProjectCertificatesResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var data: [OrganizationProjectCertificate]

    public var firstID: String?

    public var lastID: String?

    public var hasMore: Bool

    public var object: String

    public init(
        data: [OrganizationProjectCertificate],
        firstID: String?,
        lastID: String?,
        hasMore: Bool
    ) {
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
        self.object = "list"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            lastID: nil,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
        case object
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([OrganizationProjectCertificate].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "list")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.object, forKey: .object)
    }
}

/// - Schema: `#/components/schemas/ListRunStepsResponse`
public struct ListRunStepsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [RunStepObject]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [RunStepObject],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([RunStepObject].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListRunsResponse`
public struct ListRunsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [RunObject]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [RunObject],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([RunObject].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListVectorStoreFilesResponse`
public struct ListVectorStoreFilesResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [VectorStoreFileObject]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [VectorStoreFileObject],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([VectorStoreFileObject].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}

/// - Schema: `#/components/schemas/ListVectorStoresResponse`
public struct ListVectorStoresResponse: Codable, Hashable, Sendable, EmptyDecodable {
    public var object: String

    public var data: [VectorStoreObject]

    public var firstID: String

    public var lastID: String

    public var hasMore: Bool

    public init(
        object: String,
        data: [VectorStoreObject],
        firstID: String,
        lastID: String,
        hasMore: Bool
    ) {
        self.object = object
        self.data = data
        self.firstID = firstID
        self.lastID = lastID
        self.hasMore = hasMore
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            data: .emptyValue,
            firstID: .emptyValue,
            lastID: .emptyValue,
            hasMore: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case object
        case data
        case firstID = "first_id"
        case lastID = "last_id"
        case hasMore = "has_more"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder)
        self.data = try container.decodeRequired([VectorStoreObject].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeRequired(String.self, forKey: .firstID, in: decoder)
        self.lastID = try container.decodeRequired(String.self, forKey: .lastID, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.lastID, forKey: .lastID)
        try container.encode(self.hasMore, forKey: .hasMore)
    }
}
