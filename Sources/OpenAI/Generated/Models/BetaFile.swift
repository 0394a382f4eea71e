// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A citation to a file.
///
/// - Schema: `#/components/schemas/BetaFileCitationBody`
public struct BetaFileCitationBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the file citation. Always `file_citation`.
    public var type: String

    /// The ID of the file.
    public var fileID: String

    /// The index of the file in the list of files.
    public var index: Int

    /// The filename of the file cited.
    public var filename: String

    public init(
        fileID: String,
        index: Int,
        filename: String
    ) {
        self.type = "file_citation"
        self.fileID = fileID
        self.index = index
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            index: .emptyValue,
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
        case index
        case filename
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_citation")
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: .filename, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.filename, forKey: .filename)
    }
}

/// - Schema: `#/components/schemas/BetaFileCitationParam`
public struct BetaFileCitationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The citation type. Always `file_citation`.
    public var type: String

    /// The index of the file in the list of files.
    public var index: Int

    /// The ID of the file.
    public var fileID: String

    /// The filename of the file cited.
    public var filename: String

    public init(
        index: Int,
        fileID: String,
        filename: String
    ) {
        self.type = "file_citation"
        self.index = index
        self.fileID = fileID
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue,
            fileID: .emptyValue,
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case index
        case fileID = "file_id"
        case filename
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_citation")
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.filename = try container.decodeRequired(String.self, forKey: .filename, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.index, forKey: .index)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.filename, forKey: .filename)
    }
}

/// - Schema: `#/components/schemas/BetaFileDetailEnum`
public enum BetaFileDetailEnum: OpenEnum, EmptyDecodable {
    case auto
    case low
    case high
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "low": self = .low
        case "high": self = .high
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .low: "low"
        case .high: "high"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/BetaFileInputDetail`
public enum BetaFileInputDetail: OpenEnum, EmptyDecodable {
    case auto
    case low
    case high
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "low": self = .low
        case "high": self = .high
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .low: "low"
        case .high: "high"
        case .unknown(let value): value
        }
    }
}

/// A path to a file.
///
/// - Schema: `#/components/schemas/BetaFilePath`
public struct BetaFilePath: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the file path. Always `file_path`.
    public var type: String

    /// The ID of the file.
    public var fileID: String

    /// The index of the file in the list of files.
    public var index: Int

    public init(
        fileID: String,
        index: Int
    ) {
        self.type = "file_path"
        self.fileID = fileID
        self.index = index
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue,
            index: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
        case index
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_path")
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.index = try container.decodeRequired(Int.self, forKey: .index, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.index, forKey: .index)
    }
}

/// A tool that searches for relevant content from uploaded files. Learn more about the [file search tool](https://platform.openai.com/docs/guides/tools-file-search).
///
/// - Schema: `#/components/schemas/BetaFileSearchTool`
public struct BetaFileSearchTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the file search tool. Always `file_search`.
    public var type: String

    /// The IDs of the vector stores to search.
    public var vectorStoreIDs: [String]

    /// The maximum number of results to return. This number should be between 1 and 50 inclusive.
    public var maxNumResults: Int?

    /// Ranking options for search.
    public var rankingOptions: BetaRankingOptions?

    public var filters: BetaFilters?

    public init(
        vectorStoreIDs: [String],
        maxNumResults: Int? = nil,
        rankingOptions: BetaRankingOptions? = nil,
        filters: BetaFilters? = nil
    ) {
        self.type = "file_search"
        self.vectorStoreIDs = vectorStoreIDs
        self.maxNumResults = maxNumResults
        self.rankingOptions = rankingOptions
        self.filters = filters
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            vectorStoreIDs: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case vectorStoreIDs = "vector_store_ids"
        case maxNumResults = "max_num_results"
        case rankingOptions = "ranking_options"
        case filters
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_search")
        self.vectorStoreIDs = try container.decodeRequired([String].self, forKey: .vectorStoreIDs, in: decoder)
        self.maxNumResults = try container.decodeIfPresent(Int.self, forKey: .maxNumResults)
        self.rankingOptions = try container.decodeIfPresent(BetaRankingOptions.self, forKey: .rankingOptions)
        self.filters = try container.decodeIfPresent(BetaFilters.self, forKey: .filters)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.vectorStoreIDs, forKey: .vectorStoreIDs)
        try container.encodeIfPresent(self.maxNumResults, forKey: .maxNumResults)
        try container.encodeIfPresent(self.rankingOptions, forKey: .rankingOptions)
        try container.encodeIfPresent(self.filters, forKey: .filters)
    }
}

/// The results of a file search tool call. See the
/// [file search guide](/docs/guides/tools-file-search) for more information.
///
/// - Schema: `#/components/schemas/BetaFileSearchToolCall`
public struct BetaFileSearchToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The agent that produced this item.
    public var agent: BetaAgentTag?

    /// The unique ID of the file search tool call.
    public var id: String

    /// The type of the file search tool call. Always `file_search_call`.
    public var type: String

    /// The status of the file search tool call. One of `in_progress`,
    /// `searching`, `incomplete` or `failed`,
    public var status: BetaFileSearchToolCall.Status

    /// The queries used to search for files.
    public var queries: [String]

    public var results: [BetaFileSearchToolCall.ResultValue]?

    public init(
        id: String,
        status: BetaFileSearchToolCall.Status,
        queries: [String],
        agent: BetaAgentTag? = nil,
        results: [BetaFileSearchToolCall.ResultValue]? = nil
    ) {
        self.agent = agent
        self.id = id
        self.type = "file_search_call"
        self.status = status
        self.queries = queries
        self.results = results
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            status: .emptyValue,
            queries: .emptyValue
        )
    }

    /// The status of the file search tool call. One of `in_progress`,
    /// `searching`, `incomplete` or `failed`,
    public enum Status: OpenEnum, EmptyDecodable {
        case inProgress
        case searching
        case completed
        case incomplete
        case failed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "in_progress": self = .inProgress
            case "searching": self = .searching
            case "completed": self = .completed
            case "incomplete": self = .incomplete
            case "failed": self = .failed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .inProgress: "in_progress"
            case .searching: "searching"
            case .completed: "completed"
            case .incomplete: "incomplete"
            case .failed: "failed"
            case .unknown(let value): value
            }
        }
    }

    public struct ResultValue: Codable, Hashable, Sendable, EmptyDecodable {
        /// The unique ID of the file.
        public var fileID: String?

        /// The text that was retrieved from the file.
        public var text: String?

        /// The name of the file.
        public var filename: String?

        public var attributes: BetaVectorStoreFileAttributes?

        /// The relevance score of the file - a value between 0 and 1.
        public var score: Double?

        public init(
            fileID: String? = nil,
            text: String? = nil,
            filename: String? = nil,
            attributes: BetaVectorStoreFileAttributes? = nil,
            score: Double? = nil
        ) {
            self.fileID = fileID
            self.text = text
            self.filename = filename
            self.attributes = attributes
            self.score = score
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case fileID = "file_id"
            case text
            case filename
            case attributes
            case score
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: .fileID)
            self.text = try container.decodeIfPresent(String.self, forKey: .text)
            self.filename = try container.decodeIfPresent(String.self, forKey: .filename)
            self.attributes = try container.decodeIfPresent(BetaVectorStoreFileAttributes.self, forKey: .attributes)
            self.score = try container.decodeIfPresent(Double.self, forKey: .score)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(self.fileID, forKey: .fileID)
            try container.encodeIfPresent(self.text, forKey: .text)
            try container.encodeIfPresent(self.filename, forKey: .filename)
            try container.encodeIfPresent(self.attributes, forKey: .attributes)
            try container.encodeIfPresent(self.score, forKey: .score)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case agent
        case id
        case type
        case status
        case queries
        case results
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.agent = try container.decodeIfPresent(BetaAgentTag.self, forKey: .agent)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_search_call")
        self.status = try container.decodeRequired(BetaFileSearchToolCall.Status.self, forKey: .status, in: decoder)
        self.queries = try container.decodeRequired([String].self, forKey: .queries, in: decoder)
        self.results = try container.decodeIfPresent([BetaFileSearchToolCall.ResultValue].self, forKey: .results)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.agent, forKey: .agent)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.queries, forKey: .queries)
        try container.encodeIfPresent(self.results, forKey: .results)
    }
}
