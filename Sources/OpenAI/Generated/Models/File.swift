// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Annotation that references an uploaded file.
///
/// - Schema: `#/components/schemas/FileAnnotation`
public struct FileAnnotation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `file` for this annotation.
    public var type: String

    /// File attachment referenced by the annotation.
    public var source: FileAnnotationSource

    public init(
        source: FileAnnotationSource
    ) {
        self.type = "file"
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.source = try container.decodeRequired(FileAnnotationSource.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.source, forKey: .source)
    }
}

/// Attachment source referenced by an annotation.
///
/// - Schema: `#/components/schemas/FileAnnotationSource`
public struct FileAnnotationSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `file`.
    public var type: String

    /// Filename referenced by the annotation.
    public var filename: String

    public init(
        filename: String
    ) {
        self.type = "file"
        self.filename = filename
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            filename: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case filename
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.filename = try container.decodeRequired(String.self, forKey: .filename, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.filename, forKey: .filename)
    }
}

/// A citation to a file.
///
/// - Schema: `#/components/schemas/FileCitationBody`
public struct FileCitationBody: Codable, Hashable, Sendable, EmptyDecodable {
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

/// - Schema: `#/components/schemas/FileCitationParam`
public struct FileCitationParam: Codable, Hashable, Sendable, EmptyDecodable {
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

/// - Schema: `#/components/schemas/FileDetailEnum`
public enum FileDetailEnum: OpenEnum, EmptyDecodable {
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

/// The expiration policy for a file. By default, files with `purpose=batch` expire after 30 days and all other files are persisted until they are manually deleted.
///
/// - Schema: `#/components/schemas/FileExpirationAfter`
public struct FileExpirationAfter: Codable, Hashable, Sendable, EmptyDecodable {
    /// Anchor timestamp after which the expiration policy applies. Supported anchors: `created_at`.
    public var anchor: String

    /// The number of seconds after the anchor time that the file will expire. Must be between 3600 (1 hour) and 2592000 (30 days).
    public var seconds: Int

    public init(
        seconds: Int
    ) {
        self.anchor = "created_at"
        self.seconds = seconds
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            seconds: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case anchor
        case seconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.anchor = try container.decodeRequired(String.self, forKey: .anchor, in: decoder, constant: "created_at")
        self.seconds = try container.decodeRequired(Int.self, forKey: .seconds, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.anchor, forKey: .anchor)
        try container.encode(self.seconds, forKey: .seconds)
    }
}

/// - Schema: `#/components/schemas/FileInputDetail`
public enum FileInputDetail: OpenEnum, EmptyDecodable {
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
/// - Schema: `#/components/schemas/FilePath`
public struct FilePath: Codable, Hashable, Sendable, EmptyDecodable {
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

/// The ranker to use for the file search. If not specified will use the `auto` ranker.
///
/// - Schema: `#/components/schemas/FileSearchRanker`
public enum FileSearchRanker: OpenEnum, EmptyDecodable {
    case auto
    case default_2024_08_21
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "auto": self = .auto
        case "default_2024_08_21": self = .default_2024_08_21
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .auto: "auto"
        case .default_2024_08_21: "default_2024_08_21"
        case .unknown(let value): value
        }
    }
}

/// The ranking options for the file search. If not specified, the file search tool will use the `auto` ranker and a score_threshold of 0.
///
/// See the [file search tool documentation](/docs/assistants/tools/file-search#customizing-file-search-settings) for more information.
///
/// - Schema: `#/components/schemas/FileSearchRankingOptions`
public struct FileSearchRankingOptions: Codable, Hashable, Sendable, EmptyDecodable {
    public var ranker: FileSearchRanker?

    /// The score threshold for the file search. All values must be a floating point number between 0 and 1.
    public var scoreThreshold: Double

    public init(
        scoreThreshold: Double,
        ranker: FileSearchRanker? = nil
    ) {
        self.ranker = ranker
        self.scoreThreshold = scoreThreshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            scoreThreshold: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case ranker
        case scoreThreshold = "score_threshold"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.ranker = try container.decodeIfPresent(FileSearchRanker.self, forKey: .ranker)
        self.scoreThreshold = try container.decodeRequired(Double.self, forKey: .scoreThreshold, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.ranker, forKey: .ranker)
        try container.encode(self.scoreThreshold, forKey: .scoreThreshold)
    }
}

/// A tool that searches for relevant content from uploaded files. Learn more about the [file search tool](https://platform.openai.com/docs/guides/tools-file-search).
///
/// - Schema: `#/components/schemas/FileSearchTool`
public struct FileSearchTool: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the file search tool. Always `file_search`.
    public var type: String

    /// The IDs of the vector stores to search.
    public var vectorStoreIDs: [String]

    /// The maximum number of results to return. This number should be between 1 and 50 inclusive.
    public var maxNumResults: Int?

    /// Ranking options for search.
    public var rankingOptions: OpenAI.RankingOptions?

    public var filters: OpenAI.Filters?

    public init(
        vectorStoreIDs: [String],
        maxNumResults: Int? = nil,
        rankingOptions: OpenAI.RankingOptions? = nil,
        filters: OpenAI.Filters? = nil
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
        self.rankingOptions = try container.decodeIfPresent(OpenAI.RankingOptions.self, forKey: .rankingOptions)
        self.filters = try container.decodeIfPresent(OpenAI.Filters.self, forKey: .filters)
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
/// - Schema: `#/components/schemas/FileSearchToolCall`
public struct FileSearchToolCall: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique ID of the file search tool call.
    public var id: String

    /// The type of the file search tool call. Always `file_search_call`.
    public var type: String

    /// The status of the file search tool call. One of `in_progress`,
    /// `searching`, `incomplete` or `failed`,
    public var status: FileSearchToolCall.Status

    /// The queries used to search for files.
    public var queries: [String]

    public var results: [FileSearchToolCall.ResultValue]?

    public init(
        id: String,
        status: FileSearchToolCall.Status,
        queries: [String],
        results: [FileSearchToolCall.ResultValue]? = nil
    ) {
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

        public var attributes: VectorStoreFileAttributes?

        /// The relevance score of the file - a value between 0 and 1.
        public var score: Double?

        public init(
            fileID: String? = nil,
            text: String? = nil,
            filename: String? = nil,
            attributes: VectorStoreFileAttributes? = nil,
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
            self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: .attributes)
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
        case id
        case type
        case status
        case queries
        case results
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file_search_call")
        self.status = try container.decodeRequired(FileSearchToolCall.Status.self, forKey: .status, in: decoder)
        self.queries = try container.decodeRequired([String].self, forKey: .queries, in: decoder)
        self.results = try container.decodeIfPresent([FileSearchToolCall.ResultValue].self, forKey: .results)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.queries, forKey: .queries)
        try container.encodeIfPresent(self.results, forKey: .results)
    }
}

/// Controls whether users can upload files.
///
/// - Schema: `#/components/schemas/FileUploadParam`
public struct FileUploadParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// Enable uploads for this session. Defaults to false.
    public var enabled: Bool?

    /// Maximum size in megabytes for each uploaded file. Defaults to 512 MB, which is the maximum allowable size.
    public var maxFileSize: Int?

    /// Maximum number of files that can be uploaded to the session. Defaults to 10.
    public var maxFiles: Int?

    public init(
        enabled: Bool? = nil,
        maxFileSize: Int? = nil,
        maxFiles: Int? = nil
    ) {
        self.enabled = enabled
        self.maxFileSize = maxFileSize
        self.maxFiles = maxFiles
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case enabled
        case maxFileSize = "max_file_size"
        case maxFiles = "max_files"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled)
        self.maxFileSize = try container.decodeIfPresent(Int.self, forKey: .maxFileSize)
        self.maxFiles = try container.decodeIfPresent(Int.self, forKey: .maxFiles)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.enabled, forKey: .enabled)
        try container.encodeIfPresent(self.maxFileSize, forKey: .maxFileSize)
        try container.encodeIfPresent(self.maxFiles, forKey: .maxFiles)
    }
}
