// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// The results of a file search tool call. See the
/// [file search guide](https://platform.openai.com/docs/guides/tools-file-search) for more information.
///
/// - Schema: `#/components/schemas/FileSearchToolCall`
public nonisolated struct FileSearchToolCall: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
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
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
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

    public nonisolated struct ResultValue: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
        /// The unique ID of the file.
        public var fileID: String?

        /// The text that was retrieved from the file.
        public var text: String?

        /// The name of the file.
        public var filename: String?

        public var attributes: VectorStoreFileAttributes?

        /// The relevance score of the file - a value between 0 and 1.
        public var score: Double?

        /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
        public var nullNames: Set<String>

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
            self.nullNames = []
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
            self.text = try container.decodeIfPresent(String.self, forKey: "text")
            self.filename = try container.decodeIfPresent(String.self, forKey: "filename")
            self.attributes = try container.decodeIfPresent(VectorStoreFileAttributes.self, forKey: "attributes")
            self.score = try container.decodeIfPresent(Double.self, forKey: "score")
            self.nullNames = []
        }

        public func encode(to encoder: any Encoder) throws {
            var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
            try container.encodeIfPresent(self.text, forKey: "text")
            try container.encodeIfPresent(self.filename, forKey: "filename")
            try container.encodeIfPresent(self.attributes, forKey: "attributes")
            try container.encodeIfPresent(self.score, forKey: "score")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file_search_call")
        self.status = try container.decodeRequired(FileSearchToolCall.Status.self, forKey: "status", in: decoder)
        self.queries = try container.decodeRequired([String].self, forKey: "queries", in: decoder)
        self.results = try container.decodeIfPresent([FileSearchToolCall.ResultValue].self, forKey: "results")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.queries, forKey: "queries")
        try container.encodeIfPresent(self.results, forKey: "results")
    }
}

nonisolated extension NullableMember where Owner == FileSearchToolCall {
    public static var results: Self { Self("results") }
}

nonisolated extension NullableMember where Owner == FileSearchToolCall.ResultValue {
    public static var attributes: Self { Self("attributes") }
}
