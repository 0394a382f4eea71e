// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ListResponse[MessageBatch]
///
/// - Schema: `#/components/schemas/BetaListResponse_MessageBatch_`
public struct BetaListResponse_MessageBatch_: Codable, Hashable, Sendable, EmptyDecodable {
    /// Data
    public var data: [BetaMessageBatch]

    /// First ID in the `data` list. Can be used as the `before_id` for the previous page.
    public var firstID: String?

    /// Indicates if there are more results in the requested page direction.
    public var hasMore: Bool

    /// Last ID in the `data` list. Can be used as the `after_id` for the next page.
    public var lastID: String?

    public init(
        data: [BetaMessageBatch],
        firstID: String?,
        hasMore: Bool,
        lastID: String?
    ) {
        self.data = data
        self.firstID = firstID
        self.hasMore = hasMore
        self.lastID = lastID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            hasMore: .emptyValue,
            lastID: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case hasMore = "has_more"
        case lastID = "last_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([BetaMessageBatch].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.lastID, forKey: .lastID)
    }
}

/// ListResponse[ModelInfo]
///
/// - Schema: `#/components/schemas/BetaListResponse_ModelInfo_`
public struct BetaListResponse_ModelInfo_: Codable, Hashable, Sendable, EmptyDecodable {
    /// Data
    public var data: [BetaModelInfo]

    /// First ID in the `data` list. Can be used as the `before_id` for the previous page.
    public var firstID: String?

    /// Indicates if there are more results in the requested page direction.
    public var hasMore: Bool

    /// Last ID in the `data` list. Can be used as the `after_id` for the next page.
    public var lastID: String?

    public init(
        data: [BetaModelInfo],
        firstID: String?,
        hasMore: Bool,
        lastID: String?
    ) {
        self.data = data
        self.firstID = firstID
        self.hasMore = hasMore
        self.lastID = lastID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            firstID: nil,
            hasMore: .emptyValue,
            lastID: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case firstID = "first_id"
        case hasMore = "has_more"
        case lastID = "last_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([BetaModelInfo].self, forKey: .data, in: decoder)
        self.firstID = try container.decodeIfPresent(String.self, forKey: .firstID)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.lastID = try container.decodeIfPresent(String.self, forKey: .lastID)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.firstID, forKey: .firstID)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.lastID, forKey: .lastID)
    }
}

/// ListSkillVersionsResponse
///
/// - Schema: `#/components/schemas/BetaListSkillVersionsResponse`
public struct BetaListSkillVersionsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of skill versions.
    public var data: [BetaSkillVersion]

    /// Indicates if there are more results in the requested page direction.
    public var hasMore: Bool

    /// Token to provide in as `page` in the subsequent request to retrieve the next page of data.
    public var nextPage: String?

    public init(
        data: [BetaSkillVersion],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case hasMore = "has_more"
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([BetaSkillVersion].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.nextPage, forKey: .nextPage)
    }
}

/// ListSkillsResponse
///
/// - Schema: `#/components/schemas/BetaListSkillsResponse`
public struct BetaListSkillsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of skills.
    public var data: [Betaapi__schemas__skills__Skill]

    /// Whether there are more results available.
    ///
    /// If `true`, there are additional results that can be fetched using the `next_page` token.
    public var hasMore: Bool

    /// Token for fetching the next page of results.
    ///
    /// If `null`, there are no more results available. Pass this value to the `page_token` parameter in the next request to get the next page.
    public var nextPage: String?

    public init(
        data: [Betaapi__schemas__skills__Skill],
        hasMore: Bool,
        nextPage: String?
    ) {
        self.data = data
        self.hasMore = hasMore
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case hasMore = "has_more"
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([Betaapi__schemas__skills__Skill].self, forKey: .data, in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: .hasMore, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.hasMore, forKey: .hasMore)
        try container.encode(self.nextPage, forKey: .nextPage)
    }
}

/// - Schema: `#/components/schemas/BetaListUserProfilesResponse`
public struct BetaListUserProfilesResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// User profiles on this page.
    public var data: [BetaUserProfile]

    /// Cursor for the next page, or `null` when there are no more results.
    public var nextPage: String?

    public init(
        data: [BetaUserProfile],
        nextPage: String?
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            nextPage: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([BetaUserProfile].self, forKey: .data, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encode(self.nextPage, forKey: .nextPage)
    }
}
