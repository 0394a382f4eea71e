// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Paginated list of agent versions.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListAgentVersions`
public struct BetaManagedAgentsListAgentVersions: Codable, Hashable, Sendable, EmptyDecodable {
    /// Agent versions.
    public var data: [BetaManagedAgentsAgent]?

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsAgent]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsAgent].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Paginated list of agents.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListAgents`
public struct BetaManagedAgentsListAgents: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of agents.
    public var data: [BetaManagedAgentsAgent]?

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsAgent]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsAgent].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Response containing a paginated list of credentials.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListCredentialsResponse`
public struct BetaManagedAgentsListCredentialsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of credentials.
    public var data: [BetaManagedAgentsCredential]?

    /// Pagination token for the next page, or null if no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsCredential]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsCredential].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Response payload for [List memories](/en/api/beta/memory_stores/memories/list).
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListMemoriesResult`
public struct BetaManagedAgentsListMemoriesResult: Codable, Hashable, Sendable, EmptyDecodable {
    /// One page of results. Each item is either a `memory` object or, when `depth` was set, a `memory_prefix` rollup marker. Items appear in the requested `order_by`/`order`.
    public var data: [BetaManagedAgentsMemoryListItem]?

    /// Opaque cursor for the next page (a `page_...` value), or `null` if there are no more results. Pass as `page` on the next request.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsMemoryListItem]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsMemoryListItem].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// A page of `memory_store` results, ordered by `created_at` descending (newest first).
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListMemoryStoresResponse`
public struct BetaManagedAgentsListMemoryStoresResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// Memory stores on this page, newest first. Empty when there are no stores matching the filters.
    public var data: [BetaManagedAgentsMemoryStore]?

    /// Opaque cursor for the next page (a `page_...` value). Pass as `page` on the next request. `null` when there are no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsMemoryStore]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsMemoryStore].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Response payload for [List memory versions](/en/api/beta/memory_stores/memory_versions/list).
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListMemoryVersionsResult`
public struct BetaManagedAgentsListMemoryVersionsResult: Codable, Hashable, Sendable, EmptyDecodable {
    /// One page of `memory_version` objects, ordered by `created_at` descending (newest first), with `id` as tiebreak.
    public var data: [BetaManagedAgentsMemoryVersion]?

    /// Opaque cursor for the next page (a `page_...` value), or `null` if there are no more results. Pass as `page` on the next request.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsMemoryVersion]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsMemoryVersion].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// ListOrder enum
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListOrder`
public enum BetaManagedAgentsListOrder: OpenEnum, EmptyDecodable {
    case asc
    case desc
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "asc": self = .asc
        case "desc": self = .desc
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .asc: "asc"
        case .desc: "desc"
        case .unknown(let value): value
        }
    }
}

/// Paginated list of events for a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListSessionEvents`
public struct BetaManagedAgentsListSessionEvents: Codable, Hashable, Sendable, EmptyDecodable {
    /// Events for the session, ordered by `created_at`.
    public var data: [BetaManagedAgentsSessionEvent]?

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsSessionEvent]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsSessionEvent].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Paginated list of resources attached to a session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListSessionResources`
public struct BetaManagedAgentsListSessionResources: Codable, Hashable, Sendable, EmptyDecodable {
    /// Resources for the session, ordered by `created_at`.
    public var data: [BetaManagedAgentsSessionResource]

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsSessionResource],
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeRequired([BetaManagedAgentsSessionResource].self, forKey: .data, in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Paginated list of events for a single thread within a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListSessionThreadEvents`
public struct BetaManagedAgentsListSessionThreadEvents: Codable, Hashable, Sendable, EmptyDecodable {
    /// Events for the thread, ordered by `created_at`.
    public var data: [BetaManagedAgentsSessionEvent]?

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsSessionEvent]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsSessionEvent].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Paginated list of threads within a `session`.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListSessionThreads`
public struct BetaManagedAgentsListSessionThreads: Codable, Hashable, Sendable, EmptyDecodable {
    /// Threads in the session, primary first then children in spawn order.
    public var data: [BetaManagedAgentsSessionThread]?

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsSessionThread]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsSessionThread].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Paginated list of sessions.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListSessions`
public struct BetaManagedAgentsListSessions: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of sessions.
    public var data: [BetaManagedAgentsSession]?

    /// Opaque cursor for the next page. Null when no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsSession]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsSession].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}

/// Response containing a paginated list of vaults.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsListVaultsResponse`
public struct BetaManagedAgentsListVaultsResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// List of vaults.
    public var data: [BetaManagedAgentsVault]?

    /// Pagination token for the next page, or null if no more results.
    public var nextPage: String?

    public init(
        data: [BetaManagedAgentsVault]? = nil,
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case data
        case nextPage = "next_page"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.data = try container.decodeIfPresent([BetaManagedAgentsVault].self, forKey: .data)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: .nextPage)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.data, forKey: .data)
        try container.encodeIfPresent(self.nextPage, forKey: .nextPage)
    }
}
